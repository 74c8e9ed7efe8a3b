"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { Icon } from "@/components/ui/icon";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { sendJson } from "@/components/forms/send-json";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { Link } from "@/components/ui/link";
import { authLinkClass } from "./auth-card";
import { useHydrated } from "@/components/site/use-hydrated";

type FormValues = z.input<typeof loginSchema>;

/** Long enough to read the 'Welcome back!' notice before the page reloads. */
const RELOAD_DELAY_MS = 700;

/** /login (docs/product.md#log-in): email and password, posted to /api/auth/login; success reloads the site at /. */
export function LoginForm() {
  const formId = useId();
  const hydrated = useHydrated();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  async function logIn(values: LoginInput) {
    const reply = await sendJson<unknown>("/api/auth/login", values);
    if (!reply.ok) {
      toast.error("Login failed", { description: reply.error ?? "Invalid email or password" });
      return;
    }
    setRedirecting(true);
    await toast.success("Welcome back!");
    // A full reload, so every part of the page (the header greeting included) sees the new session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- docs/product.md#log-in asks for a full reload
    window.setTimeout(() => window.location.assign("/"), RELOAD_DELAY_MS);
  }

  const busy = isSubmitting || redirecting;

  return (
    <form onSubmit={handleSubmit(logIn)} method="post" noValidate aria-label="Log in with email" className="grid gap-5">
      <Field id={`${formId}-email`} label="Email" error={errors.email?.message}>
        {(control) => (
          <Input type="email" inputMode="email" autoComplete="email" placeholder="you@yourbusiness.com" required {...control} {...register("email")} />
        )}
      </Field>
      <Field id={`${formId}-password`} label="Password" error={errors.password?.message}>
        {(control) => <Input type="password" autoComplete="current-password" required {...control} {...register("password")} />}
      </Field>
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
