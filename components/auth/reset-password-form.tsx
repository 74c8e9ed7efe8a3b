"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { RESET_LINK_UNUSABLE, passwordResetSchema } from "@/lib/validation/password";
import { z } from "@/lib/validation/zod";
import { AuthField } from "./auth-field";
import { ResetLinkUnusable } from "./reset-link-unusable";

/** The new password, typed twice (the signup rules apply). */
const resetFormSchema = z
  .object({
    password: passwordResetSchema.shape.password,
    confirmPassword: z.string().min(1, "Type the new password again."),
  })
  .refine((values) => values.password === values.confirmPassword, { message: "The passwords don't match.", path: ["confirmPassword"] });

type FormValues = z.input<typeof resetFormSchema>;
type FormOutput = z.output<typeof resetFormSchema>;

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
  } = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(resetFormSchema), defaultValues: { password: "", confirmPassword: "" } });

  const a11y = (name: keyof FormValues) => ({
    id: `${formId}-${name}`,
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${formId}-${name}-error` : undefined,
  });

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
      <AuthField label="New password" htmlFor={`${formId}-password`} error={errors.password?.message} errorId={`${formId}-password-error`}>
        <Input type="password" autoComplete="new-password" placeholder="Min. 6 characters" {...a11y("password")} {...register("password")} />
      </AuthField>
      <AuthField label="Confirm new password" htmlFor={`${formId}-confirmPassword`} error={errors.confirmPassword?.message} errorId={`${formId}-confirmPassword-error`}>
        <Input type="password" autoComplete="new-password" {...a11y("confirmPassword")} {...register("confirmPassword")} />
      </AuthField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated || busy}>
        {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {busy ? "Saving password..." : "Set New Password"}
      </Button>
    </form>
  );
}
