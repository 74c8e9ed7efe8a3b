import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { OrderActor } from "@/lib/orders/events";

type Db = Pick<Prisma.TransactionClient, "quoteEvent">;

/** Adds one entry to a quote request's timeline (inside the caller's transaction where there is one). */
export async function recordQuoteEvent(
  db: Db,
  quoteRequestId: number,
  event: { type: string; message: string; actor: OrderActor; data?: Prisma.InputJsonValue },
): Promise<void> {
  await db.quoteEvent.create({ data: { quoteRequestId, type: event.type, message: event.message.slice(0, 1000), actor: event.actor, data: event.data } });
}
