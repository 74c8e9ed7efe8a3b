import type { OrderEmailNotice } from "@/lib/jobs/queues";
import { formatCents } from "@/lib/money";
import type { EmailMessage } from "./index";

export type EmailOrder = {
  id: number;
  customerName: string;
  customerEmail: string;
  shipLine1: string;
  shipLine2: string | null;
  shipCity: string;
  shipState: string;
  shipZip: string;
  subtotal: number;
  discount: number;
  total: number;
  couponCode: string | null;
  trackingCarrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  items: { variantName: string; price: number; quantity: number }[];
};

const firstName = (order: EmailOrder) => order.customerName.split(" ")[0];

/** The customer's own page for the order: the lookup form with the number filled in. */
export const orderLookupUrl = (siteUrl: string, orderId: number) => `${siteUrl.replace(/\/$/, "")}/orders/lookup?order=${orderId}`;

function receipt(order: EmailOrder): string[] {
  return [
    ...order.items.map((item) => `${item.quantity} × ${item.variantName} — ${formatCents(item.price * item.quantity)}`),
    "",
    `Subtotal: ${formatCents(order.subtotal)}`,
    ...(order.discount ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ""}: -${formatCents(order.discount)}`] : []),
    `Total paid: ${formatCents(order.total)}`,
  ];
}

function address(order: EmailOrder): string[] {
  return [
    order.customerName,
    order.shipLine1,
    ...(order.shipLine2 ? [order.shipLine2] : []),
    `${order.shipCity}, ${order.shipState} ${order.shipZip}`,
    "United States",
  ];
}

/** The admin's message to the customer as its own paragraph, when there is one. */
const messageLines = (message: string | undefined) => (message ? ["", message] : []);

/** What each email says: only what is true when it is sent. */
export function orderEmail(notice: OrderEmailNotice, order: EmailOrder, { supportEmail, siteUrl }: { supportEmail: string; siteUrl: string }): EmailMessage {
  const footer = ["", `Your order: ${orderLookupUrl(siteUrl, order.id)}`, `Questions? Reply to this email or write to ${supportEmail}.`];
  const base = { to: order.customerEmail, replyTo: supportEmail };
  switch (notice.kind) {
    case "confirmation":
      return {
        ...base,
        subject: `We've received your Viralize order #${order.id}`,
        text: [
          `Thanks, ${firstName(order)}! We've received your order #${order.id} and your payment. We'll email you when it ships.`,
          "",
          ...receipt(order),
          "",
          "Shipping to:",
          ...address(order),
          ...footer,
        ].join("\n"),
      };
    case "shipped":
      return {
        ...base,
        subject: `Your Viralize order #${order.id} has shipped`,
        text: [
          `Good news, ${firstName(order)}: your order #${order.id} is on its way.`,
          "",
          ...(order.trackingNumber
            ? [
                `Carrier: ${order.trackingCarrier ?? "—"}`,
                `Tracking number: ${order.trackingNumber}`,
                ...(order.trackingUrl ? [`Track it: ${order.trackingUrl}`] : []),
              ]
            : []),
          "",
          "Shipping to:",
          ...address(order),
          ...footer,
        ].join("\n"),
      };
    case "refunded":
      return {
        ...base,
        subject: `Refund for your Viralize order #${order.id}`,
        text: [
          `Hi ${firstName(order)}, we've refunded ${formatCents(notice.amount)} of your order #${order.id} (total ${formatCents(order.total)}).`,
          "It goes back to the card you paid with; banks take 5 to 10 business days to show it.",
          ...messageLines(notice.message),
          ...footer,
        ].join("\n"),
      };
    case "cancelled":
      return {
        ...base,
        subject: `Your Viralize order #${order.id} is cancelled`,
        text: [
          `Hi ${firstName(order)}, your order #${order.id} has been cancelled and won't be shipped.`,
          ...(notice.refunded > 0
            ? [`We've refunded ${formatCents(notice.refunded)} to the card you paid with; banks take 5 to 10 business days to show it.`]
            : []),
          ...messageLines(notice.message),
          ...footer,
        ].join("\n"),
      };
  }
}
