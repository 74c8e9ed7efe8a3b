"use client";

import { useEffect, useImperativeHandle, type ChangeEvent, type FocusEvent } from "react";
import { useForm } from "react-hook-form";
import { FlaskConical } from "lucide";
import { Field } from "@/components/forms/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { inputAttributes, type TextFieldSpec } from "@/components/forms/text-field-spec";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import type { SandboxCard, SandboxCardInput } from "@/lib/validation/sandbox-payment";
import { confirmSandboxPayment } from "./checkout-api";
import { digitsOf, formatExpiry, groupCardNumber } from "./card-number";
import type { CardFormProps } from "./card-payment";

type CardField = keyof SandboxCardInput;

/** A card field: its input, its monospace look, and how typing is shown (grouped as a card prints it). */
type CardFieldSpec = TextFieldSpec<CardField> & { className: string; format: (typed: string) => string };

const CARD_FIELDS: Record<CardField, CardFieldSpec> = {
  number: {
    name: "number",
    label: "Card number",
    inputMode: "numeric",
    autoComplete: "cc-number",
    placeholder: "1234 1234 1234 1234",
    maxLength: 23,
    className: "font-mono tracking-wider",
    format: (typed) => groupCardNumber(digitsOf(typed, 19)),
  },
  expiry: {
    name: "expiry",
    label: "Expiry (MM/YY)",
    inputMode: "numeric",
    autoComplete: "cc-exp",
    placeholder: "MM/YY",
    maxLength: 5,
    className: "font-mono",
    format: (typed) => formatExpiry(digitsOf(typed, 4)),
  },
  cvc: {
    name: "cvc",
    label: "CVC",
    inputMode: "numeric",
    autoComplete: "cc-csc",
    placeholder: "123",
    maxLength: 4,
    className: "font-mono",
    format: (typed) => digitsOf(typed, 4),
  },
};

const NO_CARD: SandboxCardInput = { number: "", expiry: "", cvc: "" };

const cardSchema = lazyZodResolver<SandboxCardInput, SandboxCard>(() => import("@/lib/validation/sandbox-payment").then((module) => module.sandboxCardSchema));

const SANDBOX_CARD_HINT = "Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future date and any CVC.";

/** Where the caret belongs in `formatted` to stay after the same number of digits as in `typed`. */
function caretAfterDigits(typed: HTMLInputElement, formatted: string): number {
  const digits = digitsOf(typed.value.slice(0, typed.selectionStart ?? typed.value.length), 19).length;
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digits; position++) if (/\d/.test(formatted[position] ?? "")) seen++;
  return position;
}

/**
 * The offline gateway's own card form, clearly marked TEST MODE, with the test cards to use under
 * it; confirms with our sandbox endpoint. It sits inside its page's form (the checkout, a quote's
 * or a plan's payment), so it is checked when that form pays, not submitted.
 */
export function SandboxCardForm({ paymentRef, onReadyChange, disabled }: CardFormProps) {
  const {
    register,
    setValue,
    getValues,
    trigger,
    clearErrors,
    formState: { errors },
  } = useForm<SandboxCardInput, unknown, SandboxCard>({ resolver: cardSchema.resolver, defaultValues: NO_CARD });

  useEffect(() => onReadyChange(true), [onReadyChange]);

  useImperativeHandle(
    paymentRef,
    () => ({
      validate: ({ focus }) => trigger(undefined, { shouldFocus: focus }),
      async confirm(clientSecret) {
        const reply = await confirmSandboxPayment(clientSecret, getValues());
        if (!reply.ok) return { ok: false, error: reply.error ?? "Your payment could not be completed. Please try again." };
        return { ok: true, status: reply.data.paymentIntent.status };
      },
    }),
    [trigger, getValues],
  );

  /** Typing shows the digits as a card shows them and takes back the field's error until it is left. */
  const cardField = (name: CardField, format: (typed: string) => string) =>
    register(name, {
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const input = event.target;
        const formatted = format(input.value);
        const caret = caretAfterDigits(input, formatted);
        setValue(name, formatted);
        if (document.activeElement === input) input.setSelectionRange(caret, caret);
        clearErrors(name);
      },
      // A field left with something in it says what is wrong at once; an untouched one waits for Pay.
      onBlur: (event: FocusEvent<HTMLInputElement>) => void (event.target.value && trigger(name)),
    });

  const cardInput = ({ className, format, ...spec }: CardFieldSpec) => (
    <Field id={`card-${spec.name}`} label={spec.label} required error={errors[spec.name]?.message}>
      {(control) => <Input {...inputAttributes(spec)} disabled={disabled} className={className} {...control} {...cardField(spec.name, format)} />}
    </Field>
  );

  return (
    <div className="grid gap-4" onFocus={cardSchema.prefetch}>
      <div className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-950">
          <Icon icon={FlaskConical} aria-hidden className="size-3.5" />
          TEST MODE
        </span>
        <span>Payments on this site are simulated: no real card is charged.</span>
      </div>

      {cardInput(CARD_FIELDS.number)}
      <div className="grid grid-cols-2 gap-4">
        {cardInput(CARD_FIELDS.expiry)}
        {cardInput(CARD_FIELDS.cvc)}
      </div>
      <p className="rounded-md bg-surface p-3 text-sm text-muted-foreground" data-testid="test-card-hint">
        {SANDBOX_CARD_HINT}
      </p>
    </div>
  );
}
