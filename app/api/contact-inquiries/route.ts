import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { CONTACT_INQUIRIES_CSV } from "@/lib/admin/csv-exports";
import { CONTACT_INQUIRY_SORTS, listContactInquiries, receiveContactInquiry } from "@/lib/contact-inquiries";
import { parseListQuery } from "@/lib/admin/list-query";
import { listResponse } from "@/lib/admin/list-response";
import { apiHandler, parseWith, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { contactFiltersSchema, contactSubmissionSchema } from "@/lib/validation/contact";

/** The home page's contact form: stored, then emailed to the team (lib/contact-inquiries.ts). */
export const POST = apiHandler(async (request) => {
  const id = await receiveContactInquiry(clientIp(request), await readJson(request, contactSubmissionSchema));
  return NextResponse.json({ id }, { status: 201 });
});

/** The admin's list (admin only): ?page, ?pageSize, ?sort, ?q, ?status (new, called_back, won, lost); ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = parseWith(contactFiltersSchema, { status: params.get("status") || undefined });
  return listResponse(
    request,
    parseListQuery(params, CONTACT_INQUIRY_SORTS, "-createdAt"),
    (query) => listContactInquiries(query, filters),
    CONTACT_INQUIRIES_CSV,
  );
});
