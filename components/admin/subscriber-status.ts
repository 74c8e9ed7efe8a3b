import type { TONES } from "@/components/orders/order-state-badges";

/** A plan's state as the admin reads it: running, past due, ending at the period's end, ended, or a refused second start. */
export function subscriberStatus(subscriber: { status: string; cancelAtPeriodEnd: boolean }): { label: string; tone: keyof typeof TONES } {
  if (subscriber.status === "refused") return { label: "Refused (second plan)", tone: "gray" };
  if (subscriber.status === "canceled") return { label: "Ended", tone: "gray" };
  if (subscriber.status === "past_due") return { label: "Past due", tone: "red" };
  if (subscriber.cancelAtPeriodEnd) return { label: "Cancels at period end", tone: "orange" };
  return { label: "Active", tone: "green" };
}
