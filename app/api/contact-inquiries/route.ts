import { NextResponse } from "next/server";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { sendEmail } from "@/lib/mail";
import { contactInquiryEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { CONTACT_HONEYPOT_FIELD, contactInquirySchema } from "@/lib/validation/contact";

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
