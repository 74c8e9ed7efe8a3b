"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { Controller, useForm, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CONTACT_HONEYPOT_FIELD, TRADE_TYPES, contactInquirySchema, type ContactInquiryInput } from "@/lib/validation/contact";

type FormValues = z.input<typeof contactInquirySchema>;
type Outcome = { kind: "idle" } | { kind: "sent" } | { kind: "failed"; message: string };

const EMPTY: DefaultValues<FormValues> = { firstName: "", lastName: "", businessName: "", email: "", phone: "", tradeType: undefined, message: "" };
const SUCCESS_MESSAGE = "Thanks! Your message is on its way to our team. We'll get back to you within one business day.";
const NETWORK_ERROR = "We couldn't reach our server. Check your connection and try again.";
const UNKNOWN_ERROR = "Something went wrong sending your message. Please try again.";

const subscribeNever = () => () => {};

/** Reads the `{ error }` sentence of a failed response, if it has one. */
async function errorSentence(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error.trim()) return body.error;
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return UNKNOWN_ERROR;
}

/** The home page contact form: validated with the server's schema, posted to /api/contact-inquiries. */
export function ContactForm() {
  const formId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  // False in the server HTML and until React takes over: sending needs JavaScript (JSON to the API).
  const interactive = useSyncExternalStore(subscribeNever, () => true, () => false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ContactInquiryInput>({ resolver: zodResolver(contactInquirySchema), defaultValues: EMPTY });

  const fieldId = (name: keyof FormValues) => `${formId}-${name}`;
  const errorId = (name: keyof FormValues) => `${formId}-${name}-error`;
  const a11y = (name: keyof FormValues) => ({
    id: fieldId(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(name) : undefined,
  });

  /** The honeypot is left out of the schema, so it is read from the form element itself. */
  function honeypot(form: HTMLFormElement): HTMLInputElement | null {
    const field = form.elements.namedItem(CONTACT_HONEYPOT_FIELD);
    return field instanceof HTMLInputElement ? field : null;
  }

  async function send(values: ContactInquiryInput, form: HTMLFormElement) {
    setOutcome({ kind: "idle" });
    let response: Response;
    try {
      response = await fetch("/api/contact-inquiries", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "include",
        body: JSON.stringify({ ...values, [CONTACT_HONEYPOT_FIELD]: honeypot(form)?.value ?? "" }),
      });
    } catch {
      setOutcome({ kind: "failed", message: NETWORK_ERROR });
      return;
    }
    if (!response.ok) {
      setOutcome({ kind: "failed", message: await errorSentence(response) });
      return;
    }
    reset(EMPTY);
    const trap = honeypot(form);
    if (trap) trap.value = "";
    setOutcome({ kind: "sent" });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    return handleSubmit((values) => send(values, form))(event);
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Contact our team" className="relative grid gap-5 sm:grid-cols-2">
      <Field label="First name" htmlFor={fieldId("firstName")} error={errors.firstName?.message} errorId={errorId("firstName")}>
        <Input autoComplete="given-name" {...a11y("firstName")} {...register("firstName")} />
      </Field>
      <Field label="Last name" htmlFor={fieldId("lastName")} error={errors.lastName?.message} errorId={errorId("lastName")}>
        <Input autoComplete="family-name" {...a11y("lastName")} {...register("lastName")} />
      </Field>
      <Field label="Business name" htmlFor={fieldId("businessName")} error={errors.businessName?.message} errorId={errorId("businessName")} wide>
        <Input autoComplete="organization" {...a11y("businessName")} {...register("businessName")} />
      </Field>
      <Field label="Email" htmlFor={fieldId("email")} error={errors.email?.message} errorId={errorId("email")}>
        <Input type="email" autoComplete="email" inputMode="email" {...a11y("email")} {...register("email")} />
      </Field>
      <Field label="Phone" htmlFor={fieldId("phone")} error={errors.phone?.message} errorId={errorId("phone")}>
        <Input type="tel" autoComplete="tel" {...a11y("phone")} {...register("phone")} />
      </Field>
      <Field label="Trade type" htmlFor={fieldId("tradeType")} error={errors.tradeType?.message} errorId={errorId("tradeType")} wide>
        <Controller
          name="tradeType"
          control={control}
          render={({ field }) => (
            <Select value={field.value ?? ""} onValueChange={field.onChange} disabled={field.disabled}>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...a11y("tradeType")}>
                <SelectValue placeholder="Choose your trade" />
              </SelectTrigger>
              <SelectContent>
                {TRADE_TYPES.map((trade) => (
                  <SelectItem key={trade} value={trade}>
                    {trade}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field label="Message" htmlFor={fieldId("message")} error={errors.message?.message} errorId={errorId("message")} wide>
        <Textarea rows={5} placeholder="What do you do, where do you work, and what do you need help with?" {...a11y("message")} {...register("message")} />
      </Field>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${formId}-${CONTACT_HONEYPOT_FIELD}`}>Company fax</label>
        <input id={`${formId}-${CONTACT_HONEYPOT_FIELD}`} name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
      </div>

      <div className="grid gap-4 sm:col-span-2">
        {outcome.kind === "failed" && (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>{outcome.message}</p>
          </div>
        )}
        <div role="status">
          {outcome.kind === "sent" && (
            <div className="flex gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p>{SUCCESS_MESSAGE}</p>
            </div>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">All fields are required.</p>
          <Button type="submit" size="lg" disabled={!interactive || isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {isSubmitting ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Field({
  label,
  htmlFor,
  error,
  errorId,
  wide = false,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
