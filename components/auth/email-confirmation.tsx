"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, LoaderCircle, TriangleAlert } from "lucide";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { emailConfirmationFormSchema, VERIFY_LINK_HOURS, VERIFY_LINK_UNUSABLE } from "@/lib/validation/email-verification";
import { AuthCard, authLinkClass } from "./auth-card";

type FormValues = z.input<typeof emailConfirmationFormSchema>;
type FormOutput = z.output<typeof emailConfirmationFormSchema>;

/** What /verify-email?token=… shows for a link: null when it can no longer be used. */
export type ConfirmationLink = { token: string; email: string; signedInAsOwner: boolean } | null;

const footer = (
  <p>
    Questions?{" "}
    <Link href="/#contact" className={authLinkClass}>
      Get in touch
    </Link>
  </p>
);

/**
 * The emailed link's page: a button when the account is signed in here, its password otherwise
 * (so only whoever chose it confirms the address), then where to go next: the payment of a plan
 * waiting for it, or the account page. Both are full page loads, so the header sees a sign-in.
 */
export function EmailConfirmation({ link }: { link: ConfirmationLink }) {
  const formId = useId();
  const hydrated = useHydrated();
  const [next, setNext] = useState<string | null>(null);
  const [dead, setDead] = useState(link === null);
  const [clicked, setClicked] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(emailConfirmationFormSchema), defaultValues: { password: "" } });

  async function confirm(password?: string) {
    const reply = await sendJson<{ next: string }>("/api/auth/email-verification/confirm", {
      token: link!.token,
      ...(password === undefined ? {} : { password }),
    });
    if (reply.ok) return setNext(reply.data.next);
    if (reply.error === VERIFY_LINK_UNUSABLE) return setDead(true);
    await toast.error("Email not confirmed", { description: reply.error ?? "Something went wrong. Please try again." });
  }

  if (dead || !link) {
    return (
      <AuthCard
        title="This link has run out"
        description={`Each link works once, for ${VERIFY_LINK_HOURS} hours. A new one takes a few seconds.`}
        footer={footer}
      >
        <div className="grid gap-5">
          <div role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-4 text-sm">
            <Icon icon={TriangleAlert} className="mt-0.5 size-5 shrink-0 text-destructive" />
            <p className="font-semibold text-ink">{VERIFY_LINK_UNUSABLE}</p>
          </div>
          <Link href="/account" className={`${buttonVariants({ size: "lg" })} w-full`}>
            Go to your account
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (next) {
    const toPayment = next.startsWith("/plans/");
    return (
      <AuthCard
        title="Your email is confirmed"
        description={
          toPayment ? "Next, pay for your first month: your plan's details are filled in." : "Print orders paid with this address now show on your account."
        }
        footer={footer}
      >
        <div role="status" className="grid gap-5">
          <p className="flex gap-3 rounded-lg border border-blue-200 bg-accent px-4 py-4 text-sm text-accent-foreground">
            <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="break-all">{link.email} is confirmed.</span>
          </p>
          {/* A full page load: a sign-in made here shows in the header. */}
          <a href={next} className={`${buttonVariants({ size: "lg" })} w-full`}>
            {toPayment ? "Continue to payment" : "Go to your account"}
          </a>
        </div>
      </AuthCard>
    );
  }

  const busy = isSubmitting || clicked;
  return (
    <AuthCard
      title="Confirm your email"
      description={
        link.signedInAsOwner
          ? "One click and your address is confirmed."
          : "Enter your account's password to confirm the address is yours. It also logs you in."
      }
      footer={footer}
    >
      {link.signedInAsOwner ? (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            setClicked(true);
            await confirm();
            setClicked(false);
          }}
          method="post"
          aria-label="Confirm your email"
          className="grid gap-5"
        >
          <p className="text-sm break-all text-muted-foreground">{link.email}</p>
          <Button type="submit" size="lg" className="w-full" disabled={!hydrated || busy}>
            {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {busy ? "Confirming..." : "Confirm my email"}
          </Button>
        </form>
      ) : (
        <form onSubmit={handleSubmit(({ password }) => confirm(password))} method="post" noValidate aria-label="Confirm your email" className="grid gap-5">
          <input type="email" name="email" autoComplete="username" value={link.email} readOnly hidden />
          <p className="text-sm break-all text-muted-foreground">{link.email}</p>
          <Field id={`${formId}-password`} label="Password" error={errors.password?.message}>
            {(control) => <Input type="password" autoComplete="current-password" required {...control} {...register("password")} />}
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={!hydrated || busy}>
            {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {busy ? "Confirming..." : "Confirm and log in"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
