"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Trash2, Undo2 } from "lucide";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ADDRESS_FIELDS } from "@/components/forms/address-fields";
import { Field } from "@/components/forms/field";
import { sendJson } from "@/components/forms/send-json";
import { inputAttributes } from "@/components/forms/text-field-spec";
import { FileUpload } from "@/components/quote/file-upload";
import { useFileUploads } from "@/components/quote/use-file-uploads";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import type { BusinessProfile } from "@/lib/business-profile/profile";
import { businessProfileFormSchema, type BusinessProfileInput } from "@/lib/validation/business-profile";
import type { z } from "zod";
import { SavedLogoTile } from "./saved-logo";

type FormValues = z.input<typeof businessProfileFormSchema>;
type FormOutput = z.output<typeof businessProfileFormSchema>;

const NO_ADDRESS = { address: "", address2: "", city: "", state: "", zip: "" };

function valuesOf(profile: BusinessProfile | null): FormValues {
  if (!profile) return { businessName: "", trade: "", phone: "", serviceArea: "", website: "", address: NO_ADDRESS };
  const { businessName, trade, phone, serviceArea, website, address } = profile;
  return { businessName, trade, phone, serviceArea, website, address: address ?? NO_ADDRESS };
}

/** /account: the business profile's fields, the address (all or none) and the logo, saved together. */
export function BusinessProfileForm({ profile, trades, onDone }: { profile: BusinessProfile | null; trades: string[]; onDone: () => void }) {
  const formId = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const uploads = useFileUploads();
  const [removeLogo, setRemoveLogo] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(businessProfileFormSchema), defaultValues: valuesOf(profile) });

  const id = (name: string) => `${formId}-${name.replace(".", "-")}`;
  const newLogo = uploads.entries.length > 0;

  async function save(values: FormOutput) {
    await uploads.settled();
    const uploaded = uploads.uploaded()[0];
    if (newLogo && !uploaded) return void toast.error("Your logo didn't upload", { description: "Remove it and choose it again, or save without it." });
    const logoUploadId = uploaded ? uploaded.id : removeLogo ? null : undefined;
    const update: BusinessProfileInput = { ...values, ...(logoUploadId !== undefined && { logoUploadId }) };
    const reply = await sendJson<{ profile: BusinessProfile }>("/api/account/business-profile", update, { method: "PUT" });
    if (!reply.ok) return void toast.error("Your business details weren't saved", { description: reply.error ?? "Something went wrong. Please try again." });
    toast.success("Business details saved", { description: "We'll fill them in for you next time." });
    onDone();
    router.refresh();
  }

  return (
    <form onSubmit={handleSubmit(save)} method="post" noValidate aria-label="Your business details" className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <Field id={id("businessName")} label="Business name" required error={errors.businessName?.message}>
          {(control) => <Input autoComplete="organization" {...control} {...register("businessName")} />}
        </Field>
        <Field id={id("trade")} label="Trade" error={errors.trade?.message}>
          {(control) => (
            <NativeSelect {...control} {...register("trade")}>
              <option value="">Choose your trade</option>
              {/* A trade sent before from a longer list stays choosable. */}
              {[...new Set([...trades, ...(profile?.trade ? [profile.trade] : [])])].map((trade) => (
                <option key={trade} value={trade}>
                  {trade}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={id("phone")} label="Business phone" error={errors.phone?.message}>
          {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" {...control} {...register("phone")} />}
        </Field>
        <Field id={id("serviceArea")} label="Service area" error={errors.serviceArea?.message}>
          {(control) => <Input placeholder="e.g. Austin and Round Rock, TX" {...control} {...register("serviceArea")} />}
        </Field>
        <Field id={id("website")} label="Website" error={errors.website?.message} className="sm:col-span-2">
          {(control) => <Input inputMode="url" autoComplete="url" placeholder="e.g. smithroofing.com" {...control} {...register("website")} />}
        </Field>
      </div>

      <fieldset className="grid gap-4 border-t border-border pt-5">
        <legend className="float-left mb-1 font-semibold text-ink">Business address</legend>
        <p className="clear-left -mt-2 text-sm text-muted-foreground">Where your business is. The checkout ships there unless you change it.</p>
        <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6">
          {ADDRESS_FIELDS.map((field) => (
            <Field key={field.name} id={id(`address.${field.name}`)} label={field.label} error={errors.address?.[field.name]?.message} className={field.span}>
              {(control) => <Input {...inputAttributes(field)} className={field.className} {...control} {...register(`address.${field.name}`)} />}
            </Field>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 border-t border-border pt-5">
        <legend className="float-left mb-1 font-semibold text-ink">Logo</legend>
        <div className="clear-left grid items-start gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <div className="grid justify-items-start gap-2">
            <SavedLogoTile logo={removeLogo || newLogo ? null : (profile?.logo ?? null)} className="size-32" />
            {profile?.logo && !newLogo && (
              <Button type="button" variant="subtle" size="touch" onClick={() => setRemoveLogo((remove) => !remove)} aria-pressed={removeLogo}>
                <Icon icon={removeLogo ? Undo2 : Trash2} aria-hidden />
                {removeLogo ? "Keep my logo" : "Remove logo"}
              </Button>
            )}
          </div>
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {profile?.logo ? `Saved: ${profile.logo.name}. Upload another one to replace it.` : "We use it on your site, your quotes and your print jobs."}
            </p>
            <FileUpload entries={uploads.entries} onAdd={uploads.replaceWith} onRemove={uploads.remove} disabled={isSubmitting} single label="Logo file" />
          </div>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="touch" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" size="touch" disabled={!hydrated || isSubmitting}>
          {isSubmitting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
          {isSubmitting ? "Saving..." : "Save business details"}
        </Button>
      </div>
    </form>
  );
}
