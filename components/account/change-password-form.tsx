"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Field, fieldsOf } from "@/components/forms/field";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { passwordChangeFormSchema, type PasswordChangeInput } from "@/lib/validation/password";
import type { z } from "zod";

type FormValues = z.input<typeof passwordChangeFormSchema>;
type FormOutput = z.output<typeof passwordChangeFormSchema>;

const EMPTY: FormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * /account: a new password for the signed-in person. Every other session ends; this browser gets
 * a fresh session cookie in the answer and stays signed in.
 */
export function ChangePasswordForm() {
  const formId = useId();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(passwordChangeFormSchema), defaultValues: EMPTY });

  const field = fieldsOf<keyof FormValues>(formId, errors);

  async function change({ currentPassword, newPassword }: FormOutput) {
    const input: PasswordChangeInput = { currentPassword, newPassword };
    const reply = await sendJson<{ success: true }>("/api/auth/password-change", input);
    if (!reply.ok) {
      await toast.error("Password not changed", { description: reply.error ?? "Something went wrong. Please try again." });
      return;
    }
    reset(EMPTY);
    await toast.success("Password changed", { description: "You're still signed in here. Every other device was signed out." });
  }

  return (
    <form onSubmit={handleSubmit(change)} method="post" noValidate aria-label="Change your password" className="grid gap-5">
      <Field {...field("currentPassword", "Current password")}>
        {(control) => <Input type="password" autoComplete="current-password" required {...control} {...register("currentPassword")} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <Field {...field("newPassword", "New password")}>
          {(control) => (
            <Input type="password" autoComplete="new-password" placeholder="Min. 6 characters" required {...control} {...register("newPassword")} />
          )}
        </Field>
        <Field {...field("confirmPassword", "Confirm new password")}>
          {(control) => <Input type="password" autoComplete="new-password" required {...control} {...register("confirmPassword")} />}
        </Field>
      </div>
      <Button type="submit" size="touch" className="w-full sm:w-auto sm:justify-self-start" disabled={!hydrated || isSubmitting}>
        {isSubmitting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {isSubmitting ? "Changing password..." : "Change Password"}
      </Button>
    </form>
  );
}
