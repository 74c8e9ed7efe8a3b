import "server-only";
import { toDecimalString } from "@/lib/money";
import type { OrderFilters } from "@/lib/validation/order";
import { csvResponse, everyRow, toCsv } from "./csv";
import type { ListQuery } from "./list-query";
import { listOrders, type ORDER_SORTS } from "./orders";

/** The filtered order list as a CSV download (every page). */
export async function ordersCsv(query: ListQuery<(typeof ORDER_SORTS)[number]>, filters: OrderFilters): Promise<Response> {
  const all = await listOrders(everyRow(query), filters);
  return csvResponse(
    "orders.csv",
    toCsv(all.rows, [
      { header: "Order ID", value: (o) => o.id },
      { header: "Date", value: (o) => o.createdAt },
      { header: "Customer", value: (o) => o.customerName },
      { header: "Email", value: (o) => o.customerEmail },
      { header: "Phone", value: (o) => o.customerPhone },
      { header: "Status", value: (o) => o.status },
      { header: "Payment", value: (o) => o.paymentStatus },
      { header: "Fulfilment", value: (o) => o.fulfillmentStatus },
      { header: "Total (USD)", value: (o) => toDecimalString(o.total) },
      { header: "Refunded (USD)", value: (o) => toDecimalString(o.refundedAmount) },
      { header: "Dispute", value: (o) => o.disputeStatus },
      { header: "Disputed (USD)", value: (o) => (o.disputeStatus ? toDecimalString(o.disputedAmount) : null) },
      { header: "Discount (USD)", value: (o) => toDecimalString(o.discount) },
      { header: "Coupon", value: (o) => o.couponCode },
      { header: "Items", value: (o) => o.items.map((i) => `${i.quantity} x ${i.name}`).join("; ") },
      { header: "Shipping address", value: (o) => o.shippingAddress },
    ]),
  );
}
