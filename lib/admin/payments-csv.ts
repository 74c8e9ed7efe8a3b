import "server-only";
import { toDecimalString } from "@/lib/money";
import { csvResponse, everyRow, toCsv } from "./csv";
import { listPayments, type PaymentQuery } from "./payments";

const LINES = { merchandise: "Merchandise", print: "Print", plan: "Plans" } as const;
const MOVEMENTS = { capture: "Capture", charge: "Charge", refund: "Refund", dispute_opened: "Dispute opened", dispute_won: "Dispute won", dispute_lost: "Dispute lost" } as const;

/** Every movement of money in the ledger as a CSV download: its Net column adds up to the dashboard's revenue. */
export async function paymentsCsv(query: PaymentQuery): Promise<Response> {
  const all = await listPayments(everyRow(query));
  return csvResponse(
    "payments.csv",
    toCsv(all.rows, [
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
    ]),
  );
}
