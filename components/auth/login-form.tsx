"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { Icon } from "@/components/ui/icon";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import Link from "next/link";
import { authLinkClass } from "./auth-card";
import { AuthField } from "./auth-field";
import { postJson } from "./post-json";
import { useHydrated } from "@/components/site/use-hydrated";

type FormValues = z.input<typeof loginSchema>;

/** Long enough to read the 'Welcome back!' notice before the page reloads. */
const RELOAD_DELAY_MS = 700;

/** SPEC §2 /login: email and password, posted to /api/auth/login; success reloads the site at /. */
export function LoginForm() {
  const formId = useId();
  const hydrated = useHydrated();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  const a11y = (name: keyof FormValues) => ({
    id: `${formId}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${formId}-${name}-error` : undefined,
  });

  async function logIn(values: LoginInput) {
    const result = await postJson("/api/auth/login", values);
    if (!result.ok) {
      toast.error("Login failed", { description: result.error ?? "Invalid email or password" });
      return;
    }
    setRedirecting(true);
    await toast.success("Welcome back!");
    // A full reload, so every part of the page (the header greeting included) sees the new session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- SPEC §4 asks for a full reload
    window.setTimeout(() => window.location.assign("/"), RELOAD_DELAY_MS);
  }

  const busy = isSubmitting || redirecting;

  return (
    <form onSubmit={handleSubmit(logIn)} method="post" noValidate aria-label="Log in with email" className="grid gap-5">
      <AuthField label="Email" htmlFor={`${formId}-email`} error={errors.email?.message} errorId={`${formId}-email-error`}>
        <Input type="email" inputMode="email" autoComplete="email" placeholder="you@yourbusiness.com" required {...a11y("email")} {...register("email")} />
      </AuthField>
      <AuthField label="Password" htmlFor={`${formId}-password`} error={errors.password?.message} errorId={`${formId}-password-error`}>
        <Input type="password" autoComplete="current-password" required {...a11y("password")} {...register("password")} />
      </AuthField>
      <p className="-mt-3 -mb-2 flex justify-end">
        <Link href="/forgot-password" className={`${authLinkClass} text-sm`}>
          Forgot your password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!hydrated || busy}>
        {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {busy ? "Logging in..." : "Continue with Email"}
      </Button>
    </form>
  );
}
