import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { UpstreamError } from "@/lib/http/upstream";
import { deliverEmail } from "@/lib/mail";
import { orderConfirmationEmail } from "@/lib/mail/templates";
import { printfulFromEnv } from "@/lib/merch";

// Longer than the slowest run (Printful's and the mail server's timeouts): a claim this old
// belongs to a server that died half-way, and the next call for the order takes it over.
const STALE_CLAIM_MS = 2 * 60_000;

type OrderWithItems = Prisma.OrderGetPayload<{ include: { items: true } }>;

async function fulfil(order: OrderWithItems): Promise<Prisma.OrderUpdateInput> {
  const printful = printfulFromEnv();
  if (!printful) return { fulfillmentStatus: "recorded_offline" };
  try {
    const [address = "", cityLine = ""] = order.shippingAddress.split("\n");
    const [, city = "", state = "", zip = ""] = cityLine.match(/^(.*), ([A-Za-z]{2}) (\S+)$/) ?? [];
    const reference = await printful.createOrder({
      // Printful keeps external ids unique, so a resubmission after a crash cannot make a second order.
      externalId: `order-${order.id}`,
      recipient: { name: order.customerName, address1: address, city, state_code: state.toUpperCase(), country_code: "US", zip, email: order.customerEmail, phone: order.customerPhone ?? undefined },
      items: order.items.map((item) => ({ sync_variant_id: Number(item.variantId), quantity: item.quantity, retail_price: (item.price / 100).toFixed(2) })),
    });
    return { fulfillmentStatus: "submitted", fulfillmentReference: reference, fulfillmentError: null };
  } catch (error) {
    // What went wrong, for the admin: the provider's detail, not the sentence shown to shoppers.
    const detail = error instanceof UpstreamError ? error.detail : (error as Error).message;
    return { fulfillmentStatus: "failed", fulfillmentError: detail.slice(0, 500) };
  }
}

/**
 * What follows a new order, once however many calls ask: fulfilment (submitted to Printful
 * live, recorded offline) and the customer's confirmation email. The order is claimed first
 * (fulfillmentStatus not_submitted → submitting), so concurrent calls never both submit it, and
 * an order whose server died before this ran is finished by the next call for its payment.
 * Never throws: the order exists whatever happens here; failures are recorded on the order
 * (fulfillmentStatus failed) or the email (status failed) and logged.
 */
export async function afterOrderCreated(orderId: number): Promise<void> {
  try {
    const claim = await prisma.order.updateMany({
      where: { id: orderId, OR: [{ fulfillmentStatus: "not_submitted" }, { fulfillmentStatus: "submitting", updatedAt: { lt: new Date(Date.now() - STALE_CLAIM_MS) } }] },
      data: { fulfillmentStatus: "submitting" },
    });
    if (claim.count === 0) return;
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
    const fulfilment = await fulfil(order);
    const email = await deliverEmail(orderConfirmationEmail(order, env().SUPPORT_EMAIL));
    // Done and emailed are recorded together: a crash leaves the order claimed, never done without its email.
    await prisma.$transaction([prisma.order.update({ where: { id: orderId }, data: fulfilment }), prisma.outgoingEmail.create({ data: email })]);
  } catch (error) {
    console.error(`Order ${orderId} exists, but its fulfilment or email did not finish:`, error);
  }
}
