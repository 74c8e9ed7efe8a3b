/**
 * Stripe's proration, which the sandbox follows too: changing plans mid-month credits the unused
 * time on the old price and charges the rest of the month at the new one, to the second. The
 * difference is charged now on an upgrade; a downgrade's (negative) one is a credit that the
 * next monthly charge uses up.
 */
export function prorationCents({
  fromAmount,
  toAmount,
  periodStart,
  periodEnd,
  now,
}: {
  fromAmount: number;
  toAmount: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const period = periodEnd.getTime() - periodStart.getTime();
  if (period <= 0) return 0;
  const remaining = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), period);
  return Math.round(((toAmount - fromAmount) * remaining) / period);
}
