import "server-only";
import { toDecimalString } from "@/lib/money";
import { CONTACT_STATUS_LABELS } from "@/lib/validation/contact";
import type { CsvExport } from "./csv";
import type { AdminContactInquiry } from "@/lib/contact-inquiries";
import type { AdminQuoteRequest } from "@/lib/quotes/admin-requests";
import type { AdminOrder } from "@/lib/orders/admin-orders";
import type { AdminPayment } from "@/lib/ledger/admin-payments";
import type { AdminSubscriber } from "@/lib/billing/admin-subscribers";

/** The admin's CSV exports, one per list: what a spreadsheet of that list holds, column by column. */

export const ORDERS_CSV: CsvExport<AdminOrder> = {
  fileName: "orders.csv",
  columns: [
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
  ],
};

const LINES = { merchandise: "Merchandise", print: "Print", plan: "Plans" } as const;
const MOVEMENTS = {
  capture: "Capture",
  charge: "Charge",
  refund: "Refund",
  dispute_opened: "Dispute opened",
  dispute_won: "Dispute won",
  dispute_lost: "Dispute lost",
} as const;

/** Every movement of money in the ledger: its Net column adds up to the dashboard's revenue. */
export const PAYMENTS_CSV: CsvExport<AdminPayment> = {
  fileName: "payments.csv",
  columns: [
    { header: "Date", value: (p) => p.occurredAt },
    { header: "Line", value: (p) => LINES[p.line] },
    { header: "Movement", value: (p) => MOVEMENTS[p.kind] },
    { header: "For", value: (p) => p.subject },
    { header: "Customer", value: (p) => p.customerEmail },
    { header: "Amount (USD)", value: (p) => toDecimalString(p.amount) },
    { header: "Net (USD)", value: (p) => toDecimalString(p.net) },
    { header: "Payment", value: (p) => p.paymentIntentId },
    { header: "Reference", value: (p) => p.movementKey },
    { header: "By", value: (p) => p.actor },
  ],
};

export const SUBSCRIBERS_CSV: CsvExport<AdminSubscriber> = {
  fileName: "subscribers.csv",
  columns: [
    { header: "Business", value: (s) => s.businessName },
    { header: "Customer", value: (s) => s.customerName },
    { header: "Email", value: (s) => s.email },
    { header: "Phone", value: (s) => s.phone },
    { header: "Trade", value: (s) => s.trade },
    { header: "Service area", value: (s) => s.serviceArea },
    { header: "Website or domain", value: (s) => s.website },
    { header: "Plan", value: (s) => s.plan },
    { header: "Status", value: (s) => (s.cancelAtPeriodEnd && s.status !== "canceled" ? `${s.status} (cancels at period end)` : s.status) },
    { header: "Started", value: (s) => s.startedAt },
    { header: "Ended", value: (s) => s.canceledAt },
    { header: "MRR (USD)", value: (s) => toDecimalString(s.mrr) },
  ],
};

export const QUOTE_REQUESTS_CSV: CsvExport<AdminQuoteRequest> = {
  fileName: "quote-requests.csv",
  columns: [
    { header: "ID", value: (q) => q.id },
    { header: "Date", value: (q) => q.createdAt },
    { header: "Business", value: (q) => q.businessName },
    { header: "Contact", value: (q) => q.contactPerson },
    { header: "Email", value: (q) => q.email },
    { header: "Phone", value: (q) => q.phone },
    { header: "Product", value: (q) => q.product },
    { header: "Quantity", value: (q) => q.quantity },
    { header: "Paper", value: (q) => q.paper },
    { header: "Finish", value: (q) => q.finish },
    { header: "Corners", value: (q) => q.corners },
    { header: "Design", value: (q) => q.designOption },
    { header: "Files", value: (q) => q.files.map((f) => f.name).join("; ") },
    { header: "Special requests", value: (q) => q.specialRequests },
  ],
};

export const CONTACT_INQUIRIES_CSV: CsvExport<AdminContactInquiry> = {
  fileName: "contact-inquiries.csv",
  columns: [
    { header: "ID", value: (c) => c.id },
    { header: "Date", value: (c) => c.createdAt },
    { header: "First name", value: (c) => c.firstName },
    { header: "Last name", value: (c) => c.lastName },
    { header: "Business", value: (c) => c.businessName },
    { header: "Email", value: (c) => c.email },
    { header: "Phone", value: (c) => c.phone },
    { header: "Trade", value: (c) => c.tradeType },
    { header: "Message", value: (c) => c.message },
    { header: "Status", value: (c) => CONTACT_STATUS_LABELS[c.status] },
    { header: "Note", value: (c) => c.note },
  ],
};
