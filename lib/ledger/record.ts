import "server-only";
import { Prisma, type LedgerKind } from "@/generated/prisma/client";

/** What a payment paid for: the ledger's line and the row it belongs to. */
export type LedgerSubject =
  { line: "merchandise"; orderId: number } | { line: "print"; printOrderId: number } | { line: "plan"; subscriptionInvoiceId: number };

/**
 * A payment the gateway took and gave back because no order could be made for it (refused after
 * its capture): its movements stay on its line, linked to no order, and say who paid (and, for a
 * print payment, which quote request it was for), as no order row can.
 */
export type RefusedPayment = { refused: true; payerEmail: string } & ({ line: "merchandise" } | { line: "print"; quoteRequestId: number });

export type Movement = {
  subject: LedgerSubject | RefusedPayment;
  kind: LedgerKind;
  /** The movement's size in cents (never negative). */
  amount: number;
  paymentIntentId: string | null;
  /** The gateway's id of this movement (see movementKey below): one row however often it is reported. */
  movementKey: string;
  /** When the money moved, on the gateway's clock. */
  occurredAt: Date;
  actor: string;
};

/** The keys of movements, from the gateway's own ids. */
export const movementKey = {
  capture: (paymentIntentId: string) => `capture:${paymentIntentId}`,
  charge: (gatewayInvoiceId: string) => `charge:${gatewayInvoiceId}`,
  refund: (gatewayRefundId: string) => `refund:${gatewayRefundId}`,
  dispute: (disputeId: string, move: "opened" | "won" | "lost") => `dispute:${disputeId}:${move}`,
};

/** A movement's signed effect on revenue: money in counts, money given back or lost to the bank subtracts. */
export function netOf(kind: LedgerKind, amount: number): number {
  if (kind === "capture" || kind === "charge") return amount;
  if (kind === "refund" || kind === "dispute_lost") return -amount;
  return 0;
}

export type SubjectColumn = { orderId: number } | { printOrderId: number } | { subscriptionInvoiceId: number };

/** The subject's own column (orderId, printOrderId or subscriptionInvoiceId), as the ledger and refunds keep it. */
export function subjectColumn(subject: LedgerSubject): SubjectColumn {
  if (subject.line === "merchandise") return { orderId: subject.orderId };
  if (subject.line === "print") return { printOrderId: subject.printOrderId };
  return { subscriptionInvoiceId: subject.subscriptionInvoiceId };
}

/**
 * Writes movements into the ledger inside the caller's transaction (the change they belong to). A
 * movement already there (reported again by the browser, a webhook, a replay or reconciliation)
 * is left as it is: ON CONFLICT ("movementKey") DO NOTHING. One statement of our own SQL: Prisma
 * plans a createMany afresh on every call (its plan cache skips them), a millisecond of every
 * purchase (docs/bench.md#where-a-requests-time-goes).
 */
export async function recordMovements(tx: Pick<Prisma.TransactionClient, "$executeRaw">, movements: Movement[]): Promise<void> {
  if (movements.length === 0) return;
  const rows = movements.map(({ subject, kind, amount, paymentIntentId, movementKey, occurredAt, actor }) => {
    const column: Partial<Record<"orderId" | "printOrderId" | "subscriptionInvoiceId", number>> = "refused" in subject ? {} : subjectColumn(subject);
    const payer = "refused" in subject ? { email: subject.payerEmail, quoteRequestId: subject.line === "print" ? subject.quoteRequestId : null } : null;
    return Prisma.sql`(${subject.line}::"LedgerLine", ${kind}::"LedgerKind", ${amount}::int, ${netOf(kind, amount)}::int, ${column.orderId ?? null}::int,
      ${column.printOrderId ?? null}::int, ${column.subscriptionInvoiceId ?? null}::int, ${paymentIntentId}::text, ${payer?.email ?? null}::text,
      ${payer?.quoteRequestId ?? null}::int, ${movementKey}::text, ${occurredAt}::timestamp(3), ${actor}::text)`;
  });
  await tx.$executeRaw`
    INSERT INTO "LedgerEntry" ("line", "kind", "amount", "net", "orderId", "printOrderId", "subscriptionInvoiceId", "paymentIntentId", "payerEmail", "quoteRequestId", "movementKey", "occurredAt", "actor")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("movementKey") DO NOTHING`;
}
