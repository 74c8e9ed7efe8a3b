import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/http/api";
import type { PaymentGateway, PaymentIntentSummary } from "./types";

/**
 * The offline gateway: payment intents in our database and a TEST MODE card form. Like Stripe's
 * test mode, 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined.
 */
export const SANDBOX_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

export const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  async createIntent({ amount, currency }) {
    const id = `pi_sandbox_${crypto.randomBytes(12).toString("hex")}`;
    const clientSecret = `${id}_secret_${crypto.randomBytes(16).toString("hex")}`;
    await prisma.sandboxPaymentIntent.create({ data: { id, clientSecret, amount, currency, status: "requires_payment_method" } });
    return { id, clientSecret };
  },
  async retrieveIntent(id) {
    const intent = await prisma.sandboxPaymentIntent.findUnique({ where: { id } });
    return intent ? { id: intent.id, status: intent.status as PaymentIntentSummary["status"], amount: intent.amount, currency: intent.currency } : null;
  },
  async refund(id) {
    await prisma.sandboxPaymentIntent.update({ where: { id }, data: { status: "refunded" } });
  },
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type SandboxCard = { number: string; expiry: string; cvc: string };

/** Confirms a sandbox payment with a test card; a declined card answers 402 with the gateway's words. */
export async function confirmSandboxPayment(clientSecret: string, card: SandboxCard, now = new Date()): Promise<PaymentIntentSummary> {
  const intent = await prisma.sandboxPaymentIntent.findUnique({ where: { clientSecret } });
  if (!intent) throw new ApiError(404, "This payment has expired. Go back to checkout and try again.");
  if (intent.status === "succeeded") return { id: intent.id, status: "succeeded", amount: intent.amount, currency: intent.currency };
  if (intent.status !== "requires_payment_method") throw new ApiError(409, "This payment can no longer be completed. Go back to checkout and try again.");

  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw new ApiError(400, "Your card number is incomplete or invalid.");
  const expiry = card.expiry.replace(/\s/g, "").match(/^(\d{2})\/(\d{2})$/);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)) <= now) throw new ApiError(400, "Your card's expiration date is in the past or invalid.");
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new ApiError(400, "Your card's security code is incomplete.");

  if (number === SANDBOX_CARDS.declined) {
    await prisma.sandboxPaymentIntent.update({ where: { id: intent.id }, data: { failureReason: "card_declined", cardLast4: number.slice(-4) } });
    throw new ApiError(402, "Your card was declined.");
  }
  if (number !== SANDBOX_CARDS.success) throw new ApiError(400, "Test mode accepts only the test cards: use 4242 4242 4242 4242.");

  const updated = await prisma.sandboxPaymentIntent.update({ where: { id: intent.id }, data: { status: "succeeded", cardLast4: number.slice(-4), failureReason: null } });
  return { id: updated.id, status: "succeeded", amount: updated.amount, currency: updated.currency };
}
