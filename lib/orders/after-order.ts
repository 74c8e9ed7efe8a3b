import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { sendEmail } from "@/lib/mail";
import { orderConfirmationEmail } from "@/lib/mail/templates";
import { printfulFromEnv } from "@/lib/merch";

/**
 * What follows a new order, once: fulfilment (submitted to Printful live, recorded offline) and
 * the customer's confirmation email. A failure here is recorded on the order, never undoes it.
 */
export async function afterOrderCreated(orderId: number): Promise<void> {
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
  const printful = printfulFromEnv();
  if (printful) {
    try {
      const [address = "", cityLine = ""] = order.shippingAddress.split("\n");
      const [, city = "", state = "", zip = ""] = cityLine.match(/^(.*), ([A-Za-z]{2}) (\S+)$/) ?? [];
      const reference = await printful.createOrder({
        externalId: `order-${order.id}`,
        recipient: { name: order.customerName, address1: address, city, state_code: state.toUpperCase(), country_code: "US", zip, email: order.customerEmail, phone: order.customerPhone ?? undefined },
        items: order.items.map((item) => ({ sync_variant_id: Number(item.variantId), quantity: item.quantity, retail_price: (item.price / 100).toFixed(2) })),
      });
      await prisma.order.update({ where: { id: order.id }, data: { fulfillmentStatus: "submitted", fulfillmentReference: reference, fulfillmentError: null } });
    } catch (error) {
      await prisma.order.update({ where: { id: order.id }, data: { fulfillmentStatus: "failed", fulfillmentError: (error as Error).message.slice(0, 500) } });
    }
  } else {
    await prisma.order.update({ where: { id: order.id }, data: { fulfillmentStatus: "recorded_offline" } });
  }
  await sendEmail(orderConfirmationEmail(order, env().SUPPORT_EMAIL));
}
