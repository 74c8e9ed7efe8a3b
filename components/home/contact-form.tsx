"use client";

import { CircleAlert, CircleCheck, LoaderCircle, Send } from "lucide";
import { Icon } from "@/components/ui/icon";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field, fieldsOf } from "@/components/forms/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { contactSubmissionSchema } from "@/lib/validation/contact";
import { CONTACT_HONEYPOT_FIELD, TRADE_TYPES } from "@/lib/validation/contact-fields";

type FieldName = "firstName" | "lastName" | "businessName" | "email" | "phone" | "tradeType" | "message";
type FormValues = z.input<typeof contactSubmissionSchema>;
type Submission = z.output<typeof contactSubmissionSchema>;
type Outcome = { kind: "idle" } | { kind: "sent" } | { kind: "failed"; message: string };

const SUCCESS_MESSAGE = "Thanks! Your message is on its way to our team. We'll get back to you within one business day.";
const UNKNOWN_ERROR = "Something went wrong sending your message. Please try again.";
const EMPTY: FormValues = {
  firstName: "",
  lastName: "",
  businessName: "",
  email: "",
  phone: "",
  tradeType: "" as FormValues["tradeType"],
  message: "",
  [CONTACT_HONEYPOT_FIELD]: "",
};

// The honeypot is in the posted schema, so it travels as typed.
const schema = lazyZodResolver<FormValues, Submission>(() => import("@/lib/validation/contact").then((module) => module.contactSubmissionSchema));

/** The home page contact form: validated with the server's schema, posted to /api/contact-inquiries. */
export function ContactForm() {
  const formId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  // False in the server HTML and until React takes over: sending needs JavaScript (JSON to the API).
  const interactive = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Submission>({ resolver: schema.resolver, defaultValues: EMPTY });

  const field = fieldsOf<FieldName>(formId, errors);

  async function send(values: Submission) {
    const reply = await sendJson<unknown>("/api/contact-inquiries", values);
    if (!reply.ok) return setOutcome({ kind: "failed", message: reply.error ?? UNKNOWN_ERROR });
    reset();
    setOutcome({ kind: "sent" });
  }

  return (
    <form
      method="post"
      onSubmit={(event) => {
        setOutcome({ kind: "idle" });
        void handleSubmit(send)(event);
      }}
      onFocus={schema.prefetch}
      noValidate
      aria-label="Contact our team"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <Field {...field("firstName", "First name")}>{(control) => <Input autoComplete="given-name" {...control} {...register("firstName")} />}</Field>
      <Field {...field("lastName", "Last name")}>{(control) => <Input autoComplete="family-name" {...control} {...register("lastName")} />}</Field>
      <Field {...field("businessName", "Business name")} className="sm:col-span-2">
        {(control) => <Input autoComplete="organization" {...control} {...register("businessName")} />}
      </Field>
      <Field {...field("email", "Email")}>
        {(control) => <Input type="email" autoComplete="email" inputMode="email" {...control} {...register("email")} />}
      </Field>
      <Field {...field("phone", "Phone")}>{(control) => <Input type="tel" autoComplete="tel" {...control} {...register("phone")} />}</Field>
      <Field {...field("tradeType", "Trade type")} className="sm:col-span-2">
        {(control) => (
          <NativeSelect {...control} {...register("tradeType")}>
            <option value="" disabled>
              Choose your trade
            </option>
            {TRADE_TYPES.map((trade) => (
              <option key={trade} value={trade}>
                {trade}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field {...field("message", "Message")} className="sm:col-span-2">
        {(control) => (
          <Textarea rows={5} placeholder="What do you do, where do you work, and what do you need help with?" {...control} {...register("message")} />
        )}
      </Field>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${formId}-${CONTACT_HONEYPOT_FIELD}`}>Company fax</label>
        <input
          id={`${formId}-${CONTACT_HONEYPOT_FIELD}`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          {...register(CONTACT_HONEYPOT_FIELD)}
        />
      </div>

      <div className="grid gap-4 sm:col-span-2">
        {outcome.kind === "failed" && (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>{outcome.message}</p>
          </div>
        )}
        <div role="status">
          {outcome.kind === "sent" && (
            <div className="flex gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
              <Icon icon={CircleCheck} className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p>{SUCCESS_MESSAGE}</p>
            </div>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">All fields are required.</p>
          <button type="submit" disabled={!interactive || isSubmitting} className={`${buttonVariants({ size: "lg" })} w-full sm:w-auto`}>
            {isSubmitting ? <Icon icon={LoaderCircle} className="animate-spin" aria-hidden /> : <Icon icon={Send} aria-hidden />}
            {isSubmitting ? "Sending..." : "Send Message"}
          </button>
        </div>
      </div>
    </form>
  );
}
