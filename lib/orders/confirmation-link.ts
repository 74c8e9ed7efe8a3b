import "server-only";
import crypto from "node:crypto";
import { linkToken } from "@/lib/auth/link-token";

/*
 * An order's confirmation page belongs to the checkout that placed it: its address carries a key
 * derived from the order's number with AUTH_SECRET (lib/auth/link-token.ts), which only that
 * checkout is given. Guessing another number finds nothing without its key.
 */

const PURPOSE = "order-confirmation";

const confirmationKey = (orderId: number) => linkToken(PURPOSE, String(orderId));

/** Where the checkout sends the customer once their order exists. */
export const confirmationPath = (orderId: number) => `/orders/${orderId}/confirmed?key=${confirmationKey(orderId)}`;

/** Whether `key` is this order's confirmation key (compared in constant time). */
export function isConfirmationKey(orderId: number, key: string): boolean {
  const expected = Buffer.from(confirmationKey(orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
