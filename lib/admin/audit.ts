import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session";

type Tx = Prisma.TransactionClient;

export type AuditEntry = {
  action: string;
  entityType: "order" | "printOrder" | "subscription" | "subscriptionInvoice" | "coupon" | "blogPost" | "job" | "quoteRequest" | "contactInquiry" | "testClock";
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

const asJson = (value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue));

/** Records who changed what, when, with the row before and after; written in the change's transaction. */
export async function recordAudit(tx: Tx, actor: SessionUser, entry: AuditEntry): Promise<void> {
  await tx.adminAuditLog.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: asJson(entry.before),
      after: asJson(entry.after),
    },
  });
}
