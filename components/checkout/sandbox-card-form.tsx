"use client";

import { useEffect, useImperativeHandle, useRef, useState, type ChangeEvent } from "react";
import { FlaskConical } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { confirmSandboxPayment } from "./checkout-api";
import { cardNumberProblem, cvcProblem, digitsOf, expiryProblem, formatExpiry, groupCardNumber } from "./card-number";
import type { CardFormProps } from "./card-payment";
import { CheckoutField, fieldA11y } from "./checkout-field";

type CardField = "number" | "expiry" | "cvc";
const CHECKS: Record<CardField, (value: string) => string | null> = { number: cardNumberProblem, expiry: expiryProblem, cvc: cvcProblem };

export const SANDBOX_CARD_HINT = "Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future date and any CVC.";

/** The offline gateway's own card form, clearly marked TEST MODE; confirms with our sandbox endpoint. */
export function SandboxCardForm({ paymentRef, onReadyChange, disabled }: CardFormProps) {
  const [card, setCard] = useState<Record<CardField, string>>({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  /** Where the caret belongs after regrouping the card number: after this many digits. */
  const caretDigits = useRef<number | null>(null);

  useEffect(() => onReadyChange(true), [onReadyChange]);

  useEffect(() => {
    const input = numberRef.current;
    const digits = caretDigits.current;
    if (!input || digits === null || document.activeElement !== input) return;
    caretDigits.current = null;
    let position = 0;
    for (let seen = 0; position < card.number.length && seen < digits; position++) if (/\d/.test(card.number[position] ?? "")) seen++;
    input.setSelectionRange(position, position);
  }, [card.number]);

  useImperativeHandle(
    paymentRef,
    () => ({
      validate({ focus }) {
        const found: Partial<Record<CardField, string>> = {};
        for (const field of ["number", "expiry", "cvc"] as const) found[field] = CHECKS[field](card[field]) ?? undefined;
        setErrors(found);
        const first = found.number ? numberRef : found.expiry ? expiryRef : found.cvc ? cvcRef : null;
        if (focus) first?.current?.focus();
        return !first;
      },
      async confirm(clientSecret) {
        const reply = await confirmSandboxPayment(clientSecret, card);
        if (!reply.ok) return { ok: false, error: reply.error ?? "Your payment could not be completed. Please try again." };
        return { ok: true, status: reply.data.paymentIntent.status };
      },
    }),
    [card],
  );

  function update(field: CardField, value: string) {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function onNumberChange(event: ChangeEvent<HTMLInputElement>) {
    const { value, selectionStart } = event.target;
    caretDigits.current = digitsOf(value.slice(0, selectionStart ?? value.length), 19).length;
    update("number", groupCardNumber(digitsOf(value, 19)));
  }

  /** A field left with something wrong in it says so at once; an untouched one waits for Pay. */
  function onBlur(field: CardField) {
    if (card[field]) setErrors((current) => ({ ...current, [field]: CHECKS[field](card[field]) ?? undefined }));
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-950">
          <Icon icon={FlaskConical} aria-hidden className="size-3.5" />
          TEST MODE
        </span>
        <span>Payments on this site are simulated: no real card is charged.</span>
      </div>

      <CheckoutField id="card-number" label="Card number" required error={errors.number}>
        <Input
          ref={numberRef}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          name="cardnumber"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          required
          disabled={disabled}
          value={card.number}
          onChange={onNumberChange}
          onBlur={() => onBlur("number")}
          className="font-mono tracking-wider"
          {...fieldA11y("card-number", errors.number)}
        />
      </CheckoutField>
      <div className="grid grid-cols-2 gap-4">
        <CheckoutField id="card-expiry" label="Expiry (MM/YY)" required error={errors.expiry}>
          <Input
            ref={expiryRef}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            name="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            required
            disabled={disabled}
            value={card.expiry}
            onChange={(event) => update("expiry", formatExpiry(digitsOf(event.target.value, 4)))}
            onBlur={() => onBlur("expiry")}
            className="font-mono"
            {...fieldA11y("card-expiry", errors.expiry)}
          />
        </CheckoutField>
        <CheckoutField id="card-cvc" label="CVC" required error={errors.cvc}>
          <Input
            ref={cvcRef}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            name="cvc"
            placeholder="123"
            maxLength={4}
            required
            disabled={disabled}
            value={card.cvc}
            onChange={(event) => update("cvc", digitsOf(event.target.value, 4))}
            onBlur={() => onBlur("cvc")}
            className="font-mono"
            {...fieldA11y("card-cvc", errors.cvc)}
          />
        </CheckoutField>
      </div>
    </div>
  );
}
