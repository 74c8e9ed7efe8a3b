import type { JobName } from "@/lib/jobs/queues";

const JOB_LABELS: Record<JobName, string> = {
  "order.fulfil": "Fulfilment",
  "order.email": "Order email",
  "account.email": "Account email",
  "plan.email": "Plan email",
  "fulfilment.sync": "Printful status",
  "payment.sync": "Payment sync",
  "orders.reconcile": "Reconciliation",
  housekeeping: "Housekeeping",
  "quote.email": "Quote email",
  "contact.email": "Contact email",
  "security.email": "Security alert",
};

/** A queue's name as the shop owner reads it. */
export const jobLabel = (name: string) => JOB_LABELS[name as JobName] ?? name;
