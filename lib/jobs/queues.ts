/**
 * The background jobs: each a pg-boss queue in the app's own PostgreSQL (schema "pgboss"), with
 * its retries. A job that exhausts its attempts fails into the dead-letter queue, where the admin
 * sees it. Plain data, no server-only imports: the migration script creates these queues too.
 */
export const JOB_SCHEMA = "pgboss";
export const DEAD_LETTER_QUEUE = "dead-letter";

export type JobPayloads = {
  /** Submit a paid order to fulfilment (Printful live, recorded offline). */
  "order.fulfil": { orderId: number };
  /** One email about an order; dedupeKey makes a second run send nothing. */
  "order.email": { orderId: number; dedupeKey: string } & OrderEmailNotice;
  /** Re-read a submitted order's state from Printful (shipped with tracking, cancelled, failed). */
  "fulfilment.sync": { orderId: number };
  /** Re-read a payment's refunds and disputes from the gateway onto its order. */
  "payment.sync": { paymentIntentId: string };
  /** Repair what a missed webhook or a lost job left behind. */
  "orders.reconcile": Record<string, never>;
  /**
   * One email about an account: a password reset link or a "confirm your email" link (the token's
   * id names it, so it goes once), or the note to an address's owner that someone tried to sign
   * up with it (dedupeKey, one an hour, so nobody can flood an inbox with them).
   */
  "account.email":
    { kind: "password-reset" | "email-verification"; tokenId: string } | { kind: "address-taken"; userId: string; plan: string | null; dedupeKey: string };
  /** One email about a website plan (see PlanEmailNotice); dedupeKey sends it once. */
  "plan.email": { subscriptionId: string; dedupeKey: string } & PlanEmailNotice;
  /** Prune what no one needs any more, so no table grows forever. */
  housekeeping: Record<string, never>;
  /** One email about a print quote (a new request or a customer's question for the team, its link, the shop's answer to a question, its payment, a refund); the id names it, so it goes once. */
  "quote.email": { kind: QuoteEmailKind; id: string };
  /** A contact inquiry emailed to the team; the inquiry's id names it, so it goes once. */
  "contact.email": { inquiryId: number };
  /** An email to the admin about the site's security (a burst of wrong passwords for one account, until when it is watched); it goes once per burst. */
  "security.email": { kind: "sign-in-burst"; account: string; until: string };
};

export type JobName = keyof JobPayloads;
/**
 * What a plan's email is about: the customer's welcome, the team's new subscriber, a declined
 * payment, the receipt of one paid invoice, a refund (its amount in cents), the admin's
 * cancellation (now or at the period's end); a refund and a cancellation may carry the admin's
 * message to the customer.
 */
export type PlanEmailNotice =
  | { kind: "welcome" | "new-subscriber" | "payment-failed" }
  | { kind: "receipt"; invoiceId: number }
  | { kind: "refunded"; amount: number; message?: string }
  | { kind: "cancelled"; ending: "now" | "period_end"; message?: string };
export type PlanEmailKind = PlanEmailNotice["kind"];
/**
 * What an order's email is about: a refund's email carries the amount of that refund (cents), a
 * cancellation's what the cancellation refunded; both may carry the admin's message to the customer.
 */
export type OrderEmailNotice =
  { kind: "confirmation" | "shipped" } | { kind: "refunded"; amount: number; message?: string } | { kind: "cancelled"; refunded: number; message?: string };
export type OrderEmailKind = OrderEmailNotice["kind"];
export type QuoteEmailKind = "request" | "quote-link" | "question" | "answer" | "paid" | "refunded";

type QueueSettings = { retryLimit: number; expireInSeconds: number; policy?: "standard" | "stately" | "singleton" };

export const QUEUE_SETTINGS: Record<JobName, QueueSettings> = {
  "order.fulfil": { retryLimit: 6, expireInSeconds: 300 },
  "order.email": { retryLimit: 6, expireInSeconds: 120 },
  "plan.email": { retryLimit: 6, expireInSeconds: 120 },
  // A reset link works for 30 minutes: retries past that would send a dead link (the handler skips it).
  "account.email": { retryLimit: 4, expireInSeconds: 120 },
  "fulfilment.sync": { retryLimit: 5, expireInSeconds: 120, policy: "stately" },
  // One waiting sync per payment is enough: each one reads everything afresh.
  "payment.sync": { retryLimit: 5, expireInSeconds: 120, policy: "stately" },
  "orders.reconcile": { retryLimit: 0, expireInSeconds: 600, policy: "singleton" },
  housekeeping: { retryLimit: 2, expireInSeconds: 600, policy: "singleton" },
  "quote.email": { retryLimit: 6, expireInSeconds: 120 },
  "contact.email": { retryLimit: 6, expireInSeconds: 120 },
  "security.email": { retryLimit: 6, expireInSeconds: 120 },
};

export const JOB_NAMES = Object.keys(QUEUE_SETTINGS) as JobName[];
