import "server-only";

const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);
const INVOICE_EVENTS = new Set(["invoice.paid", "invoice.payment_failed"]);

type EventObject = { id?: string; parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null };

/**
 * The Stripe subscription a website-plan event is about, or null for any other event. The event
 * itself is not trusted for state: the subscription and its invoices are re-read from Stripe.
 */
export function planSubscriptionOf(event: { type: string; data: { object: unknown } }): string | null {
  const object = event.data.object as EventObject;
  if (SUBSCRIPTION_EVENTS.has(event.type)) return object.id ?? null;
  if (!INVOICE_EVENTS.has(event.type)) return null;
  const subscription = object.parent?.subscription_details?.subscription;
  return typeof subscription === "string" ? subscription : (subscription?.id ?? null);
}
