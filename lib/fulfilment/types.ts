/** A paid order as the fulfilment provider needs it. */
export type FulfilmentOrder = {
  externalId: string;
  recipient: {
    name: string;
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    zip: string;
    country: string;
    email: string;
    phone: string | null;
  };
  items: { variantId: string; quantity: number; unitPrice: number }[];
};

export type Shipment = { carrier: string; trackingNumber: string; trackingUrl: string };

/** What the provider says of an order now. */
export type FulfilmentState = { reference: string; status: "pending" | "in_production" | "shipped" | "cancelled" | "failed"; shipment: Shipment | null };

/**
 * Where paid orders go to be made and shipped: Printful live, recorded here offline. Every call
 * is keyed by our external id, so a resubmission after a crash finds the first order.
 */
export type FulfilmentProvider = {
  name: "printful" | "offline";
  /** Submits the order, or answers the one already made for its external id. */
  submit(order: FulfilmentOrder): Promise<{ reference: string }>;
  state(externalId: string): Promise<FulfilmentState | null>;
  /** false when the order can no longer be cancelled (already in production or shipped). */
  cancel(externalId: string): Promise<boolean>;
};
