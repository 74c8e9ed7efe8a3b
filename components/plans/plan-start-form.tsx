"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, LoaderCircle, Lock, MailCheck } from "lucide";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useCallback, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { SavedLogoTile } from "@/components/account/saved-logo";
import { authLinkClass } from "@/components/auth/auth-card";
import type { CardPayment } from "@/components/checkout/card-payment";
import { SandboxCardForm } from "@/components/checkout/sandbox-card-form";
import { Field } from "@/components/forms/field";
import { sendJson } from "@/components/forms/send-json";
import { FileUpload } from "@/components/quote/file-upload";
import { useFileUploads } from "@/components/quote/use-file-uploads";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import type { WaitingPlanDetails } from "@/lib/billing/waiting-plan";
import type { BusinessProfile } from "@/lib/business-profile/profile";
import type { PlanId } from "@/lib/content/plans";
import { planStartFormSchema } from "@/lib/validation/plan";
import type { z } from "zod";

type FormValues = z.input<typeof planStartFormSchema>;
type FormOutput = z.output<typeof planStartFormSchema>;

type StartReply = { message: string } | ({ subscriptionId: string } & ({ kind: "redirect"; url: string } | { kind: "card"; clientSecret: string }));

const NO_BUSINESS = { businessName: "", trade: "", serviceArea: "", phone: "", website: "" };
const NO_ACCOUNT = { firstName: "", lastName: "", email: "", password: "" };

/** The form's business fields from the account's business profile. */
function businessOf(profile: BusinessProfile | null): typeof NO_BUSINESS {
  if (!profile) return NO_BUSINESS;
  const { businessName, trade, serviceArea, phone, website } = profile;
  return { businessName, trade, serviceArea, phone, website };
}

const SECTION = "grid gap-5 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6";

/**
 * The plan's sign-up form: business details (and a logo), then either the first month's payment
 * when signed in (the TEST MODE card form offline, Stripe's Checkout page live), or, signed out,
 * an account whose emailed link brings the person back here signed in, the form filled in from
 * `waiting` (the plan waiting for its payment), or else from the account's business `profile`.
 */
export function PlanStartForm({
  plan,
  provider,
  signedInAs,
  waiting,
  profile,
  trades,
}: {
  plan: { id: PlanId; name: string };
  provider: "sandbox" | "stripe";
  signedInAs: string | null;
  waiting: WaitingPlanDetails | null;
  profile: BusinessProfile | null;
  trades: string[];
}) {
  const formId = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const uploads = useFileUploads();
  const paymentRef = useRef<CardPayment | null>(null);
  const [processing, setProcessing] = useState(false);
  const [emailed, setEmailed] = useState<{ email: string; message: string } | null>(null);
  const onCardReady = useCallback(() => undefined, []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(planStartFormSchema),
    // Signed out, the account's fields are in the form, so the schema checks them.
    defaultValues: signedInAs ? (waiting?.business ?? businessOf(profile)) : { ...NO_BUSINESS, account: NO_ACCOUNT },
  });
  // A logo sent before goes with the plan unless another is uploaded (lib/billing/start.ts).
  const savedLogo = waiting?.hasLogo ? null : (profile?.logo ?? null);

  const id = (name: string) => `${formId}-${name.replace(".", "-")}`;

  async function start(values: FormOutput) {
    if (signedInAs && provider === "sandbox" && !(await paymentRef.current?.validate({ focus: true }))) return;
    setProcessing(true);
    try {
      await uploads.settled();
      const logo = uploads.uploaded()[0];
      const { account, ...business } = values;
      const opened = await sendJson<StartReply>("/api/plans/start", {
        plan: plan.id,
        business: { ...business, ...(logo ? { logoUploadId: logo.id } : {}) },
        ...(signedInAs ? {} : { account }),
      });
      if (!opened.ok) return void toast.error("We couldn't start your plan", { description: opened.error ?? "Something went wrong. Please try again." });
      if ("message" in opened.data) return void setEmailed({ email: account?.email ?? "", message: opened.data.message });
      if (opened.data.kind === "redirect") return void window.location.assign(opened.data.url);

      const payer = {
        name: business.businessName,
        email: signedInAs ?? "",
        phone: business.phone,
        address: { line1: business.serviceArea, city: "", state: "", postal_code: "", country: "US" as const },
      };
      const paid = await paymentRef.current!.confirm(opened.data.clientSecret, payer);
      if (!paid.ok) return void toast.error("Your payment didn't go through", { description: paid.error });
      const completed = await sendJson<{ status: string }>(`/api/plans/${opened.data.subscriptionId}/complete`, {});
      if (!completed.ok) return void toast.error("We couldn't start your plan", { description: completed.error ?? "Something went wrong. Please try again." });
      toast.success(`Welcome to ${plan.name}!`, { description: "We'll call you within one business day to start building your site." });
      router.push("/account?plan=started#your-plan");
      router.refresh();
    } finally {
      setProcessing(false);
    }
  }

  if (emailed) {
    return (
      <div role="status" className={SECTION}>
        <div className="flex gap-3">
          <Icon icon={MailCheck} className="mt-1 size-6 shrink-0 text-primary" />
          <div className="grid gap-2">
            <h2 className="text-xl font-semibold">Check your email</h2>
            <p className="text-muted-foreground">{emailed.message}</p>
            <p className="break-all text-sm text-muted-foreground">We sent it to {emailed.email}.</p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          Nothing after a few minutes? Check your spam folder. Your plan&apos;s details are saved: the link brings you back here with them filled in.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => handleSubmit(start)(event)} method="post" noValidate aria-label={`Start the ${plan.name} plan`} className="grid gap-6">
      <section aria-labelledby={`${formId}-business`} className={SECTION}>
        <h2 id={`${formId}-business`} className="text-xl font-semibold">
          Your business
        </h2>
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
          <Field id={id("businessName")} label="Business name" required error={errors.businessName?.message}>
            {(control) => <Input autoComplete="organization" {...control} {...register("businessName")} />}
          </Field>
          <Field id={id("trade")} label="Trade" required error={errors.trade?.message}>
            {(control) => (
              <NativeSelect {...control} {...register("trade")}>
                <option value="">Choose your trade</option>
                {trades.map((trade) => (
                  <option key={trade} value={trade}>
                    {trade}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field id={id("serviceArea")} label="Service area" required error={errors.serviceArea?.message}>
            {(control) => <Input placeholder="e.g. Austin and Round Rock, TX" {...control} {...register("serviceArea")} />}
          </Field>
          <Field id={id("phone")} label="Business phone" required error={errors.phone?.message}>
            {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" {...control} {...register("phone")} />}
          </Field>
        </div>
        <Field id={id("website")} label="Current website or the domain you'd like (optional)" error={errors.website?.message}>
          {(control) => <Input placeholder="e.g. smithroofing.com" {...control} {...register("website")} />}
        </Field>
        <div className="grid gap-2">
          <p className="text-sm font-medium">Your logo (optional)</p>
          {waiting?.hasLogo && <p className="text-sm text-muted-foreground">We have the logo you sent. Upload another one only to replace it.</p>}
          {savedLogo && uploads.entries.length === 0 && (
            <div className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3">
              <SavedLogoTile logo={savedLogo} className="size-12" alt="" />
              <p className="text-sm text-muted-foreground">
                We&apos;ll use the logo saved on your account ({savedLogo.name}). Upload another one only to replace it.
              </p>
            </div>
          )}
          <FileUpload entries={uploads.entries} onAdd={uploads.replaceWith} onRemove={uploads.remove} disabled={processing} single label="Logo file" />
        </div>
      </section>

      <section aria-labelledby={`${formId}-account`} className={SECTION}>
        <h2 id={`${formId}-account`} className="text-xl font-semibold">
          Your account
        </h2>
        {signedInAs ? (
          <p className="text-muted-foreground">
            Signed in as <span className="font-medium break-all text-ink">{signedInAs}</span>. Your plan will be on your account page.
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">You&apos;ll manage your plan, invoices and cancellation from this account.</p>
            <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
              <Field id={id("account.firstName")} label="First name" required error={errors.account?.firstName?.message}>
                {(control) => <Input autoComplete="given-name" {...control} {...register("account.firstName")} />}
              </Field>
              <Field id={id("account.lastName")} label="Last name" required error={errors.account?.lastName?.message}>
                {(control) => <Input autoComplete="family-name" {...control} {...register("account.lastName")} />}
              </Field>
              <Field id={id("account.email")} label="Email" required error={errors.account?.email?.message}>
                {(control) => <Input type="email" inputMode="email" autoComplete="email" {...control} {...register("account.email")} />}
              </Field>
              <Field id={id("account.password")} label="Password" required error={errors.account?.password?.message}>
                {(control) => (
                  <Input type="password" autoComplete="new-password" placeholder="Min. 6 characters" {...control} {...register("account.password")} />
                )}
              </Field>
            </div>
            <p className="text-sm text-muted-foreground">
              Already have an account?{" "}
              <Link href="/login" className={authLinkClass}>
                Log in
              </Link>{" "}
              and come back to this page.
            </p>
          </>
        )}
      </section>

      <section aria-labelledby={`${formId}-payment`} className={SECTION}>
        <h2 id={`${formId}-payment`} className="text-xl font-semibold">
          Payment
        </h2>
        {!signedInAs ? (
          <p className="flex gap-2 text-muted-foreground">
            <Icon icon={MailCheck} className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            Next, we&apos;ll email you a link to confirm your address. It brings you back here, logged in, to pay for your first month.
          </p>
        ) : provider === "sandbox" ? (
          <SandboxCardForm paymentRef={paymentRef} onReadyChange={onCardReady} disabled={processing} />
        ) : (
          <p className="flex gap-2 text-muted-foreground">
            <Icon icon={Lock} className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            You&apos;ll enter your card on Stripe&apos;s secure payment page, then come straight back here.
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || processing}>
          {processing && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
          {processing ? "Starting your plan..." : !signedInAs ? "Continue" : provider === "sandbox" ? "Start my plan" : "Continue to payment"}
          {!processing && <Icon icon={ArrowRight} aria-hidden />}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Billed monthly. Cancel anytime from your account; within 30 days your first payment is refunded in full.
        </p>
      </section>
    </form>
  );
}
