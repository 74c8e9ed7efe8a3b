import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AuditEntry } from "@/lib/admin/audit";
import type { JobRequest } from "@/lib/jobs/enqueue";
import { subjectColumn, type LedgerSubject, type SubjectColumn } from "@/lib/ledger/record";
import type { OrderActor } from "@/lib/orders/events";
import type { PaymentState } from "@/lib/orders/payment-state";

type Tx = Prisma.TransactionClient;

/** A payment's money as its subject keeps it: what was paid, what went back, the bank's dispute. */
export type SubjectMoney = { total: number; refundedAmount: number; disputeStatus: string | null; disputedAmount: number };

/** customerVisible: shown on the customer's own order page (merchandise orders have one). */
export type SubjectEvent = { type: string; message: string; actor: OrderActor; customerVisible?: boolean; data?: Prisma.InputJsonValue };

/**
 * What a card payment paid for (a merchandise order, a print order, a plan invoice), as the one
 * refund function and the one payment sync see it. Each noun's module makes its own (lib/orders,
 * lib/quotes, lib/billing): its row, its timeline, its customer's email.
 */
export type PaymentSubject = {
  /** Its line in the ledger and its row there (orderId, printOrderId or subscriptionInvoiceId). */
  ledger: LedgerSubject;
  paymentIntentId: string;
  /** The gateway that holds the payment (sandbox or stripe). */
  provider: string;
  /** As a sentence names it: "order", "print order", "invoice". */
  noun: string;
  /** The admin's audit entry for a refund of it. */
  audit: Pick<AuditEntry, "action" | "entityType" | "entityId">;
  /** Our refunds' idempotency keys start with it (order-12, print-3, invoice-7), followed by -refund-<our refund's id>. */
  keyPrefix: string;
  /** Locks its row for the rest of the transaction: money changes on one payment never interleave. */
  lock(tx: Tx): Promise<void>;
  money(tx: Tx): Promise<SubjectMoney>;
  /** Writes its money and payment state, only where they changed. */
  saveMoney(tx: Tx, money: Omit<SubjectMoney, "total"> & { paymentStatus: PaymentState }): Promise<void>;
  /** One entry on its timeline. */
  recordEvent(tx: Tx, event: SubjectEvent): Promise<void>;
  /** The customer's email about one refund of it (a job, with the admin's message if any), or none. */
  refundEmail(refund: { id: number; amount: number; source: string; customerMessage: string | null }): JobRequest | null;
};

/** The Refund rows' column for this subject (orderId, printOrderId or subscriptionInvoiceId). */
export const refundsOf = (subject: PaymentSubject): SubjectColumn => subjectColumn(subject.ledger);

/** Our refund's idempotency key at the gateway: order-12-refund-34, print-3-refund-35, invoice-7-refund-36. */
export const refundKey = (subject: PaymentSubject, refundId: number) => `${subject.keyPrefix}-refund-${refundId}`;

/** Our refund's id from the key it was made with, when it is this subject's. */
export function refundIdFromKey(subject: PaymentSubject, key: string | null): number | null {
  const prefix = `${subject.keyPrefix}-refund-`;
  if (!key?.startsWith(prefix)) return null;
  const id = key.slice(prefix.length);
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** Whether any of `next`'s values differs from the row's: only a change is written. */
export const changes = <T extends object>(now: T, next: Partial<T>) => (Object.keys(next) as (keyof T)[]).some((key) => next[key] !== now[key]);
