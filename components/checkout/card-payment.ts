import type { RefObject } from "react";

/** What the card provider needs to know about the payer (the country is always US: docs/product.md#checkout). */
export type BillingDetails = {
  name: string;
  email: string;
  phone?: string;
  /** Left out where we hold no address (a print quote's payer). */
  address?: { line1: string; line2?: string; city: string; state: string; postal_code: string; country: "US" };
};

export type CardConfirmation = { ok: true; status: string } | { ok: false; error: string };

/** The card form a checkout is paying with: the TEST MODE form or Stripe's, the checkout does not care which. */
export type CardPayment = {
  /** Checks the card fields in the browser, showing what is wrong under each; true when they look complete. */
  validate(options: { focus: boolean }): Promise<boolean>;
  /** Confirms the payment opened on the server. */
  confirm(clientSecret: string, billing: BillingDetails): Promise<CardConfirmation>;
};

export type CardFormProps = {
  /** Filled in by the card form with its CardPayment. */
  paymentRef: RefObject<CardPayment | null>;
  /** Whether the form can take a payment yet (Stripe's script and fields loaded). */
  onReadyChange: (ready: boolean) => void;
  disabled: boolean;
};
