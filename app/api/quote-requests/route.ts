import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { csvResponse, toCsv } from "@/lib/admin/csv";
import { LEAD_SORTS, listQuoteRequests } from "@/lib/admin/leads";
import { pageHeaders, parseListQuery } from "@/lib/admin/list-query";
import { wantsCsv } from "@/lib/admin/route-params";
import { apiHandler } from "@/lib/http/api";

/** GET /api/quote-requests (admin only): ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const query = parseListQuery(params, LEAD_SORTS, "-createdAt");
  if (!wantsCsv(request)) {
    const page = await listQuoteRequests(query);
    return NextResponse.json(page.rows, { headers: pageHeaders(page) });
  }
  const all = await listQuoteRequests({ ...query, page: 1, pageSize: 100_000 });
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
});
