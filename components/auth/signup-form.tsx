"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { z } from "@/lib/validation/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MIN_PASSWORD_LENGTH, signupSchema, type SignupInput } from "@/lib/validation/auth";
import { AuthField } from "./auth-field";
import { postJson } from "./post-json";
import { useHydrated } from "@/components/site/use-hydrated";

/**
 * The form asks only that every field is filled in; matching passwords and the minimum length
 * are checked on submit and reported as notices (SPEC §5), before anything is sent.
 */
const signupFormSchema = signupSchema.extend({
  email: z.string().trim().min(1, "Enter your email address.").pipe(z.email({ error: "Enter a valid email address." }).max(254)),
  password: z.string().min(1, "Enter a password."),
  confirmPassword: z.string().min(1, "Confirm your password."),
});

type FormValues = z.input<typeof signupFormSchema>;
type FormOutput = z.output<typeof signupFormSchema>;

const EMPTY: FormValues = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

/** SPEC §2 /signup: creates the account with /api/auth/signup, then sends the person to /login. */
export function SignupForm() {
  const formId = useId();
  const hydrated = useHydrated();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(signupFormSchema), defaultValues: EMPTY });

  const fieldId = (name: keyof FormValues) => `${formId}-${name}`;
  const errorId = (name: keyof FormValues) => `${formId}-${name}-error`;
  const a11y = (name: keyof FormValues) => ({
    id: fieldId(name),
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(name) : undefined,
  });

  async function signUp({ confirmPassword, ...values }: FormOutput) {
    if (values.password !== confirmPassword) {
      toast.error("Passwords don't match", { description: "Please make sure both passwords are the same." });
      return;
    }
    if (values.password.length < MIN_PASSWORD_LENGTH) {
      toast.error("Password too short", { description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` });
      return;
    }
    const account: SignupInput = values;
    const result = await postJson("/api/auth/signup", account);
    if (!result.ok) {
      toast.error("Signup failed", { description: result.error ?? "Something went wrong" });
      return;
    }
    toast.success("Account created!", { description: "Please log in with your new account." });
    router.push("/login");
  }

  return (
    <form onSubmit={handleSubmit(signUp)} method="post" noValidate aria-label="Sign up with email" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <AuthField label="First name" htmlFor={fieldId("firstName")} error={errors.firstName?.message} errorId={errorId("firstName")}>
          <Input autoComplete="given-name" {...a11y("firstName")} {...register("firstName")} />
        </AuthField>
        <AuthField label="Last name" htmlFor={fieldId("lastName")} error={errors.lastName?.message} errorId={errorId("lastName")}>
          <Input autoComplete="family-name" {...a11y("lastName")} {...register("lastName")} />
        </AuthField>
      </div>
      <AuthField label="Email" htmlFor={fieldId("email")} error={errors.email?.message} errorId={errorId("email")}>
        <Input type="email" inputMode="email" autoComplete="email" placeholder="you@yourbusiness.com" {...a11y("email")} {...register("email")} />
      </AuthField>
      <AuthField label="Password" htmlFor={fieldId("password")} error={errors.password?.message} errorId={errorId("password")}>
        <Input type="password" autoComplete="new-password" placeholder="Min. 6 characters" {...a11y("password")} {...register("password")} />
      </AuthField>
      <AuthField label="Confirm password" htmlFor={fieldId("confirmPassword")} error={errors.confirmPassword?.message} errorId={errorId("confirmPassword")}>
        <Input type="password" autoComplete="new-password" {...a11y("confirmPassword")} {...register("confirmPassword")} />
      </AuthField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
