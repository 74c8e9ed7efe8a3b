"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { RESET_LINK_UNUSABLE, passwordResetFormSchema } from "@/lib/validation/password";
import type { z } from "zod";
import { ResetLinkUnusable } from "./reset-link-unusable";

type FormValues = z.input<typeof passwordResetFormSchema>;
type FormOutput = z.output<typeof passwordResetFormSchema>;

/** Where the person logs in next; the log-in page says the password changed. */
const DONE = "/login?notice=password-reset";

/** /reset-password: sets the new password with the link's token, then goes to log in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const formId = useId();
  const hydrated = useHydrated();
  const [linkDead, setLinkDead] = useState(false);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(passwordResetFormSchema), defaultValues: { password: "", confirmPassword: "" } });

  async function setPassword({ password }: FormOutput) {
    const reply = await sendJson<{ success: true }>("/api/auth/password-reset/confirm", { token, password });
    if (reply.ok) {
      setDone(true);
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: every session of the account has just ended
      window.location.assign(DONE);
      return;
    }
    if (reply.error === RESET_LINK_UNUSABLE) {
      setLinkDead(true);
      return;
    }
    await toast.error("Password not changed", { description: reply.error ?? "Something went wrong. Please try again." });
  }

  if (linkDead) return <ResetLinkUnusable />;

  const busy = isSubmitting || done;
  return (
    <form onSubmit={handleSubmit(setPassword)} method="post" noValidate aria-label="Set a new password" className="grid gap-5">
      <Field id={`${formId}-password`} label="New password" error={errors.password?.message}>
        {(control) => <Input type="password" autoComplete="new-password" placeholder="Min. 6 characters" required {...control} {...register("password")} />}
      </Field>
      <Field id={`${formId}-confirmPassword`} label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => <Input type="password" autoComplete="new-password" required {...control} {...register("confirmPassword")} />}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated || busy}>
        {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {busy ? "Saving password..." : "Set New Password"}
      </Button>
    </form>
  );
}
