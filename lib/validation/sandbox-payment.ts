import { z } from "@/lib/validation/zod";

/** The Luhn checksum every real card number passes (a typo in one digit fails it). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A card is good through the last day of its expiry month. */
function notExpired(expiry: string): boolean {
  const match = EXPIRY.exec(expiry);
  return !match || Date.UTC(2000 + Number(match[2]), Number(match[1]), 1) > Date.now();
}

/**
 * The TEST MODE card form's card, checked alike in the form and by the route: the number (spaces
 * and dashes allowed) passes Luhn, MM/YY is not in the past, the CVC has 3 or 4 digits. Whether
 * the sandbox accepts the card is the gateway's business (lib/payments/sandbox.ts).
 */
export const sandboxCardSchema = z.object(
  {
    number: z
      .string({ error: "Enter your card number." })
      .max(30, "Your card number is invalid.")
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .min(1, "Enter your card number.")
          .regex(/^\d{12,19}$/, "Your card number is incomplete.")
          .refine(passesLuhn, "Your card number is invalid."),
      ),
    expiry: z
      .string({ error: "Enter your card's expiration date." })
      .max(10, "Enter the expiration date as MM/YY.")
      .transform((value) => value.replace(/\s/g, ""))
      .pipe(
        z
          .string()
          .min(1, "Enter your card's expiration date.")
          .regex(EXPIRY, "Enter the expiration date as MM/YY.")
          .refine(notExpired, "Your card's expiration date is in the past."),
      ),
    cvc: z
      .string({ error: "Enter your card's security code." })
      .trim()
      .min(1, "Enter your card's security code.")
      .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  },
  { error: "Enter your card details." },
);

/** POST /api/payments/sandbox/confirm: the TEST MODE card form's payment. */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string({ error: "clientSecret is required." }).min(10).max(200),
  card: sandboxCardSchema,
});

export type SandboxCardInput = z.input<typeof sandboxCardSchema>;
export type SandboxCard = z.output<typeof sandboxCardSchema>;
