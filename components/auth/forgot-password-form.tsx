"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, MailCheck } from "lucide";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { passwordResetRequestSchema, type PasswordResetRequestInput } from "@/lib/validation/password";

type FormValues = z.input<typeof passwordResetRequestSchema>;

/** /forgot-password: asks for a reset link. The answer reads the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const formId = useId();
  const hydrated = useHydrated();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });

  async function askForLink(values: PasswordResetRequestInput) {
    const reply = await sendJson<{ message: string }>("/api/auth/password-reset", values);
    if (!reply.ok) {
      await toast.error("We couldn't send the link", { description: reply.error ?? "Something went wrong. Please try again." });
      return;
    }
    setSent({ email: values.email, message: reply.data.message });
  }

  if (sent) {
    return (
      <div role="status" className="grid gap-4">
        <div className="flex gap-3 rounded-lg border border-blue-200 bg-accent px-4 py-4 text-accent-foreground">
          <Icon icon={MailCheck} className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1 text-sm">
            <p className="font-semibold text-ink">Check your email</p>
            <p>{sent.message}</p>
            <p className="break-all text-muted-foreground">You asked for {sent.email}</p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">Nothing after a few minutes? Check your spam folder, or ask again with the email you signed up with.</p>
        <Button type="button" variant="outline" size="touch" className="w-full" onClick={() => setSent(null)}>
          Use another email
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(askForLink)} method="post" noValidate aria-label="Ask for a reset link" className="grid gap-5">
      <Field id={`${formId}-email`} label="Email" error={errors.email?.message}>
        {(control) => (
          <Input type="email" inputMode="email" autoComplete="email" placeholder="you@yourbusiness.com" required {...control} {...register("email")} />
        )}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {isSubmitting ? "Sending link..." : "Email Me a Reset Link"}
      </Button>
    </form>
  );
}
