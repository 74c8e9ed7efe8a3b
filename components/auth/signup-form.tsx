"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { Field, fieldsOf } from "@/components/forms/field";
import { sendJson } from "@/components/forms/send-json";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PASSWORD_TOO_SHORT, PASSWORDS_DIFFER, signupFormSchema, type SignupInput } from "@/lib/validation/auth";
import { useHydrated } from "@/components/site/use-hydrated";

type FormValues = z.input<typeof signupFormSchema>;
type FormOutput = z.output<typeof signupFormSchema>;

const EMPTY: FormValues = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

/** These two refusals are notices too, in the product's words (docs/product.md#sign-up). */
function noticePasswordProblem(errors: FieldErrors<FormValues>) {
  if (errors.confirmPassword?.message === PASSWORDS_DIFFER)
    toast.error("Passwords don't match", { description: "Please make sure both passwords are the same." });
  else if (errors.password?.message === PASSWORD_TOO_SHORT) toast.error("Password too short", { description: PASSWORD_TOO_SHORT });
}

/**
 * /signup (docs/product.md#sign-up): asks /api/auth/signup for the account, then sends the person to /login, telling
 * them to check their email (the link to confirm it, or, for an address with an account already,
 * how to log in: the answer is the same, so the form tells nobody which addresses are taken).
 */
export function SignupForm() {
  const formId = useId();
  const hydrated = useHydrated();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(signupFormSchema), defaultValues: EMPTY });

  const field = fieldsOf<keyof FormValues>(formId, errors);

  async function signUp({ firstName, lastName, email, password }: FormOutput) {
    const account: SignupInput = { firstName, lastName, email, password };
    const reply = await sendJson<{ message: string }>("/api/auth/signup", account);
    if (!reply.ok) {
      toast.error("Signup failed", { description: reply.error ?? "Something went wrong" });
      return;
    }
    toast.success("Check your email", { description: reply.data.message });
    router.push("/login");
  }

  return (
    <form onSubmit={handleSubmit(signUp, noticePasswordProblem)} method="post" noValidate aria-label="Sign up with email" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <Field {...field("firstName", "First name")}>{(control) => <Input autoComplete="given-name" required {...control} {...register("firstName")} />}</Field>
        <Field {...field("lastName", "Last name")}>{(control) => <Input autoComplete="family-name" required {...control} {...register("lastName")} />}</Field>
      </div>
      <Field {...field("email", "Email")}>
        {(control) => (
          <Input type="email" inputMode="email" autoComplete="email" placeholder="you@yourbusiness.com" required {...control} {...register("email")} />
        )}
      </Field>
      <Field {...field("password", "Password")}>
        {(control) => <Input type="password" autoComplete="new-password" placeholder="Min. 6 characters" required {...control} {...register("password")} />}
      </Field>
      <Field {...field("confirmPassword", "Confirm password")}>
        {(control) => <Input type="password" autoComplete="new-password" required {...control} {...register("confirmPassword")} />}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
