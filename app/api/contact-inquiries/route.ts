import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { CONTACT_INQUIRIES_CSV } from "@/lib/admin/csv-exports";
import { LEAD_SORTS, listContactInquiries } from "@/lib/admin/leads";
import { parseListQuery } from "@/lib/admin/list-query";
import { listResponse } from "@/lib/admin/list-response";
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
  return listResponse(request, parseListQuery(new URL(request.url).searchParams, LEAD_SORTS, "-createdAt"), listContactInquiries, CONTACT_INQUIRIES_CSV);
});
