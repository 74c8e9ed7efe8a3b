import "server-only";
import { printfulFromEnv } from "@/lib/merch";
import type { PrintfulOrderState } from "@/lib/merch/printful";
import { toDecimalString } from "@/lib/money";
import type { FulfilmentProvider, FulfilmentState } from "./types";

const PRINTFUL_STATES: Record<string, FulfilmentState["status"]> = {
  draft: "pending",
  pending: "pending",
  onhold: "pending",
  inprocess: "in_production",
  partial: "in_production",
  fulfilled: "shipped",
  canceled: "cancelled",
  archived: "cancelled",
  failed: "failed",
};

function printfulState(order: PrintfulOrderState): FulfilmentState {
  const shipment = order.shipments.find((s) => s.tracking_number);
  return {
    reference: String(order.id),
    status: shipment ? "shipped" : (PRINTFUL_STATES[order.status] ?? "pending"),
    shipment: shipment ? { carrier: shipment.carrier, trackingNumber: String(shipment.tracking_number), trackingUrl: shipment.tracking_url } : null,
  };
}

/** Offline, an order is recorded here: it is "submitted" at once and ships when the admin says so. */
const offlineFulfilment: FulfilmentProvider = {
  name: "offline",
  submit: async (order) => ({ reference: `OFFLINE-${order.externalId}` }),
  state: async () => null,
  cancel: async () => true,
};

/** Printful when MERCH_PROVIDER=printful, else the offline record. */
export function fulfilmentProvider(): FulfilmentProvider {
  const printful = printfulFromEnv();
  if (!printful) return offlineFulfilment;
  return {
    name: "printful",
    async submit(order) {
      // A run that died after Printful took the order must not make a second one.
      const existing = await printful.findOrder(order.externalId);
      if (existing && existing.status !== "canceled") return { reference: String(existing.id) };
      const reference = await printful.createOrder({
        externalId: order.externalId,
        recipient: {
          name: order.recipient.name,
          address1: order.recipient.line1,
          address2: order.recipient.line2 ?? undefined,
          city: order.recipient.city,
          state_code: order.recipient.state,
          country_code: order.recipient.country,
          zip: order.recipient.zip,
          email: order.recipient.email,
          phone: order.recipient.phone ?? undefined,
        },
        items: order.items.map((item) => ({ sync_variant_id: Number(item.variantId), quantity: item.quantity, retail_price: toDecimalString(item.unitPrice) })),
      });
      return { reference };
    },
    async state(externalId) {
      const order = await printful.findOrder(externalId);
      return order ? printfulState(order) : null;
    },
    cancel: (externalId) => printful.cancelOrder(externalId),
  };
}
