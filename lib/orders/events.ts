import "server-only";
import type { Prisma } from "@/generated/prisma/client";

/** Who or what caused something on an order's timeline. */
export type OrderActor = "customer" | "system" | "job" | "stripe" | "printful" | `admin:${string}`;

export type OrderEventInput = {
  type: string;
  message: string;
  actor: OrderActor;
  /** Shown on the customer's own order page; the rest is for the shop. */
  customerVisible?: boolean;
  data?: Prisma.InputJsonValue;
};

type Db = Pick<Prisma.TransactionClient, "orderEvent">;

/** Adds one entry to an order's timeline (inside the caller's transaction where there is one). */
export async function recordOrderEvent(db: Db, orderId: number, event: OrderEventInput): Promise<void> {
  await db.orderEvent.create({
    data: {
      orderId,
      type: event.type,
      message: event.message.slice(0, 1000),
      actor: event.actor,
      customerVisible: event.customerVisible ?? false,
      data: event.data,
    },
  });
}

export const adminActor = (email: string): OrderActor => `admin:${email}`;
