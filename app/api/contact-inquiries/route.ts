import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { contactInquiriesCsv } from "@/lib/admin/leads-csv";
import { LEAD_SORTS, listContactInquiries } from "@/lib/admin/leads";
import { parseListQuery } from "@/lib/admin/list-query";
import { pageHeaders } from "@/lib/http/page-headers";
import { wantsCsv } from "@/lib/admin/route-params";
import { receiveContactInquiry } from "@/lib/contact-inquiries";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { contactSubmissionSchema } from "@/lib/validation/contact";

/** The home page's contact form: stored, then emailed to the team (lib/contact-inquiries.ts). */
export const POST = apiHandler(async (request) => {
  const id = await receiveContactInquiry(clientIp(request), await readJson(request, contactSubmissionSchema));
  return NextResponse.json({ id }, { status: 201 });
});

/** The admin's list (admin only): ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, LEAD_SORTS, "-createdAt");
  if (wantsCsv(request)) return contactInquiriesCsv(query);
  const page = await listContactInquiries(query);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});
