import { NextResponse } from "next/server";
import { z } from "@/lib/validation/zod";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { csvResponse, toCsv } from "@/lib/admin/csv";
import { LEAD_SORTS, listContactInquiries } from "@/lib/admin/leads";
import { pageHeaders, parseListQuery } from "@/lib/admin/list-query";
import { wantsCsv } from "@/lib/admin/route-params";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { sendEmail } from "@/lib/mail";
import { contactInquiryEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { contactInquirySchema } from "@/lib/validation/contact";
import { CONTACT_HONEYPOT_FIELD } from "@/lib/validation/contact-fields";

const submission = contactInquirySchema.extend({ [CONTACT_HONEYPOT_FIELD]: z.string().max(1000).optional() });

/** The home page's contact form: stored, then emailed to the team. */
export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.contact, clientIp(request));
  const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...inquiry } = await readJson(request, submission);
  if (honeypot) {
    // A bot filled the hidden field: answer as if it worked, keep nothing.
    return NextResponse.json({ id: null }, { status: 201 });
  }
  const saved = await prisma.contactInquiry.create({ data: inquiry });
  await sendEmail(contactInquiryEmail(env().TEAM_EMAIL, { ...inquiry, id: saved.id }));
  return NextResponse.json({ id: saved.id }, { status: 201 });
});

/** The admin's list (admin only): ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, LEAD_SORTS, "-createdAt");
  if (!wantsCsv(request)) {
    const page = await listContactInquiries(query);
    return NextResponse.json(page.rows, { headers: pageHeaders(page) });
  }
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
});
