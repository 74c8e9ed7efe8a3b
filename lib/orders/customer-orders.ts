import "server-only";
import { prisma } from "@/lib/db";
import { MAX_DB_INT } from "@/lib/db/limits";
import type { Prisma } from "@/generated/prisma/client";
import { NotFound } from "@/lib/errors";
import { printOrderIdOf } from "@/lib/quotes/print-order-number";
import { printOrderOfGuest, type CustomerPrintOrder } from "@/lib/quotes/views";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { formatAddress } from "./address";
import { isConfirmationKey } from "./confirmation-link";

/** An order as its customer sees it: states, items, tracking and the customer-visible timeline. */
export type CustomerOrder = {
  id: number;
  createdAt: string;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  subtotal: number;
  discount: number;
  total: number;
  refundedAmount: number;
  couponCode: string | null;
  shippingAddress: string;
  tracking: { carrier: string | null; number: string; url: string | null } | null;
  items: { name: string; variantName: string; image: string | null; price: number; quantity: number }[];
  events: { id: number; message: string; createdAt: string }[];
};

const include = {
  items: { orderBy: { id: "asc" } },
  events: { where: { customerVisible: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.OrderInclude;

function toCustomerOrder(order: Prisma.OrderGetPayload<{ include: typeof include }>): CustomerOrder {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    refundedAmount: order.refundedAmount,
    couponCode: order.couponCode,
    shippingAddress: formatAddress(order),
    tracking: order.trackingNumber ? { carrier: order.trackingCarrier, number: order.trackingNumber, url: order.trackingUrl } : null,
    items: order.items.map((item) => ({ name: item.name, variantName: item.variantName, image: item.image, price: item.price, quantity: item.quantity })),
    events: order.events.map((event) => ({ id: event.id, message: event.message, createdAt: event.createdAt.toISOString() })),
  };
}

/** The signed-in customer's orders, newest first. */
export async function ordersOfCustomer(userId: string): Promise<CustomerOrder[]> {
  const orders = await prisma.order.findMany({ where: { userId }, include, orderBy: { createdAt: "desc" }, take: 100 });
  return orders.map(toCustomerOrder);
}

/** An order on its confirmation page: the order, and whom to thank and where its emails go. */
export type ConfirmedOrder = { order: CustomerOrder; firstName: string; email: string };

/** The order its confirmation page shows, for the key its checkout was given; null for any other number or key. */
export async function confirmedOrder(orderNumber: string, key: string): Promise<ConfirmedOrder | null> {
  if (!/^\d{1,10}$/.test(orderNumber)) return null;
  const id = Number(orderNumber);
  if (id > MAX_DB_INT || !isConfirmationKey(id, key)) return null;
  const order = await prisma.order.findUnique({ where: { id }, include });
  if (!order) return null;
  return { order: toCustomerOrder(order), firstName: order.customerName.split(" ")[0] ?? order.customerName, email: order.customerEmail };
}

const NOT_FOUND = "We couldn't find an order with that number and email. Check both and try again.";

/** What a look-up finds: a merchandise order as it always was, or a print order marked as one. */
export type LookedUpOrder = CustomerOrder | (CustomerPrintOrder & { kind: "print" });

/**
 * A guest's look-up of one order by its number and the email it was placed with: a merchandise
 * order by its number ("1042"), a print order by its own ("P-1042"). Rate-limited per address; a
 * wrong number and a wrong email get the same answer, so neither can be probed.
 */
export async function lookUpOrder(clientIp: string, { orderNumber, email }: { orderNumber: string; email: string }): Promise<LookedUpOrder> {
  await enforceRateLimit(RATE_LIMITS.orderLookup, clientIp);
  const printId = printOrderIdOf(orderNumber);
  if (printId !== null) {
    const printOrder = await printOrderOfGuest(printId, email);
    if (!printOrder) throw new NotFound(NOT_FOUND);
    return { kind: "print", ...printOrder };
  }
  const id = Number(orderNumber);
  const order = Number.isSafeInteger(id) && id <= MAX_DB_INT ? await prisma.order.findUnique({ where: { id }, include }) : null;
  if (!order || order.customerEmail.trim().toLowerCase() !== email.trim().toLowerCase()) throw new NotFound(NOT_FOUND);
  return toCustomerOrder(order);
}
