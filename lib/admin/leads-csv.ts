import "server-only";
import { csvResponse, toCsv } from "./csv";
import { listContactInquiries, type LEAD_SORTS } from "./leads";
import type { ListQuery } from "./list-query";

/** Every contact inquiry matching the list's search, as a CSV download. */
export async function contactInquiriesCsv(query: ListQuery<(typeof LEAD_SORTS)[number]>): Promise<Response> {
  const all = await listContactInquiries({ ...query, page: 1, pageSize: 100_000 });
  return csvResponse(
    "contact-inquiries.csv",
    toCsv(all.rows, [
      { header: "ID", value: (c) => c.id },
      { header: "Date", value: (c) => c.createdAt },
      { header: "First name", value: (c) => c.firstName },
      { header: "Last name", value: (c) => c.lastName },
      { header: "Business", value: (c) => c.businessName },
      { header: "Email", value: (c) => c.email },
      { header: "Phone", value: (c) => c.phone },
      { header: "Trade", value: (c) => c.tradeType },
      { header: "Message", value: (c) => c.message },
    ]),
  );
}
