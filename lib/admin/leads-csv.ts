import "server-only";
import { csvResponse, everyRow, toCsv } from "./csv";
import { listContactInquiries, listQuoteRequests, type LeadQuery } from "./leads";

/** Every contact inquiry matching the list's search, as a CSV download. */
export async function contactInquiriesCsv(query: LeadQuery): Promise<Response> {
  const all = await listContactInquiries(everyRow(query));
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

/** Every print quote request matching the list's search, as a CSV download. */
export async function quoteRequestsCsv(query: LeadQuery): Promise<Response> {
  const all = await listQuoteRequests(everyRow(query));
  return csvResponse(
    "quote-requests.csv",
    toCsv(all.rows, [
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
    ]),
  );
}
