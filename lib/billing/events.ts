import "server-only";
import type { Prisma } from "@/generated/prisma/client";

export type PlanEventInput = { type: string; message: string; actor: string; data?: Prisma.InputJsonValue };

/** Adds one entry to a plan's timeline, inside the caller's transaction. */
export async function recordPlanEvent(db: Pick<Prisma.TransactionClient, "subscriptionEvent">, subscriptionId: string, event: PlanEventInput): Promise<void> {
  await db.subscriptionEvent.create({
    data: { subscriptionId, type: event.type, message: event.message.slice(0, 1000), actor: event.actor, data: event.data },
  });
}
