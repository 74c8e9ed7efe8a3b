"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { AuthField } from "@/components/auth/auth-field";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { NEW_PASSWORD_SAME, passwordChangeFields, type PasswordChangeInput } from "@/lib/validation/password";
import { z } from "@/lib/validation/zod";

/** The route's fields, the new password typed twice. */
const changeFormSchema = passwordChangeFields
  .extend({ confirmPassword: z.string().min(1, "Type the new password again.") })
  .refine((values) => values.newPassword !== values.currentPassword, { message: NEW_PASSWORD_SAME, path: ["newPassword"] })
  .refine((values) => values.newPassword === values.confirmPassword, { message: "The new passwords don't match.", path: ["confirmPassword"] });

type FormValues = z.input<typeof changeFormSchema>;
type FormOutput = z.output<typeof changeFormSchema>;

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
  } = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(changeFormSchema), defaultValues: EMPTY });

  const field = (name: keyof FormValues) => ({
    htmlFor: `${formId}-${name}`,
    error: errors[name]?.message,
    errorId: `${formId}-${name}-error`,
  });
  const a11y = (name: keyof FormValues) => ({
    id: `${formId}-${name}`,
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${formId}-${name}-error` : undefined,
  });

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
      <AuthField label="Current password" {...field("currentPassword")}>
        <Input type="password" autoComplete="current-password" {...a11y("currentPassword")} {...register("currentPassword")} />
      </AuthField>
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <AuthField label="New password" {...field("newPassword")}>
          <Input type="password" autoComplete="new-password" placeholder="Min. 6 characters" {...a11y("newPassword")} {...register("newPassword")} />
        </AuthField>
        <AuthField label="Confirm new password" {...field("confirmPassword")}>
          <Input type="password" autoComplete="new-password" {...a11y("confirmPassword")} {...register("confirmPassword")} />
        </AuthField>
      </div>
      <Button type="submit" size="touch" className="w-full sm:w-auto sm:justify-self-start" disabled={!hydrated || isSubmitting}>
        {isSubmitting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {isSubmitting ? "Changing password..." : "Change Password"}
      </Button>
    </form>
  );
}
