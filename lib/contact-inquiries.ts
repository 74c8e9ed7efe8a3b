import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { sendEmail } from "@/lib/mail";
import { contactInquiryEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { ContactSubmission } from "@/lib/validation/contact";
import { CONTACT_HONEYPOT_FIELD } from "@/lib/validation/contact-fields";

/**
 * The home page's contact form: stored, then emailed to the team; the new inquiry's id. A bot
 * that filled the hidden field is answered as if it worked (id null) and nothing is kept.
 */
export async function receiveContactInquiry(clientIp: string, submission: ContactSubmission): Promise<number | null> {
  await enforceRateLimit(RATE_LIMITS.contact, clientIp);
  const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...inquiry } = submission;
  if (honeypot) return null;
  const saved = await prisma.contactInquiry.create({ data: inquiry });
  await sendEmail(contactInquiryEmail(env().TEAM_EMAIL, { ...inquiry, id: saved.id }));
  return saved.id;
}
