import "server-only";
import { toDecimalString } from "@/lib/money";
import { csvResponse, everyRow, toCsv } from "./csv";
import { listSubscribers, type SubscriberQuery } from "./subscribers";

/** Every subscriber matching the list's search, as a CSV download. */
export async function subscribersCsv(query: SubscriberQuery): Promise<Response> {
  const all = await listSubscribers(everyRow(query));
  return csvResponse(
    "subscribers.csv",
    toCsv(all.rows, [
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
    ]),
  );
}
