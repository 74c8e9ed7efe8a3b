import { DAY_MS } from "@/lib/time";

/** The 30-day money-back guarantee's window: it runs 30 days from the account's first plan payment (lib/billing/account-guarantee.ts). */
export const GUARANTEE_DAYS = 30;

/** Whether the guarantee still covers an account whose first plan payment was at `firstPaidAt`: up to the very moment 30 days later. */
export function withinGuarantee(firstPaidAt: Date | null, now: Date): boolean {
  if (!firstPaidAt) return false;
  return now.getTime() - firstPaidAt.getTime() <= GUARANTEE_DAYS * DAY_MS;
}

/** The last moment the guarantee covers. */
export const guaranteeEndsAt = (firstPaidAt: Date) => new Date(firstPaidAt.getTime() + GUARANTEE_DAYS * DAY_MS);
