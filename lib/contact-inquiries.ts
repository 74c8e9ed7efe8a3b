import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import type { JobPayloads } from "@/lib/jobs/queues";
import { sendEmailOnce } from "@/lib/mail";
import { contactInquiryEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { ContactSubmission } from "@/lib/validation/contact";
import { CONTACT_HONEYPOT_FIELD } from "@/lib/validation/contact-fields";

/**
 * The home page's contact form: stored, and emailed to the team by a job in the same
 * transaction; the new inquiry's id. A bot that filled the hidden field is answered as if it
 * worked (id null) and nothing is kept.
 */
export async function receiveContactInquiry(clientIp: string, submission: ContactSubmission): Promise<number | null> {
  await enforceRateLimit(RATE_LIMITS.contact, clientIp);
  const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...inquiry } = submission;
  if (honeypot) return null;
  const id = await prisma.$transaction(async (tx) => {
    const saved = await tx.contactInquiry.create({ data: inquiry });
    await enqueueJobs(tx, [{ name: "contact.email", data: { inquiryId: saved.id } }]);
    return saved.id;
  });
  return id;
}

/** Job handler: emails an inquiry to the team, once however often the job runs. */
export async function sendContactInquiryEmail({ inquiryId }: JobPayloads["contact.email"]): Promise<void> {
  const inquiry = await prisma.contactInquiry.findUnique({ where: { id: inquiryId } });
  if (!inquiry) return;
  await sendEmailOnce(`contact-inquiry-${inquiryId}`, contactInquiryEmail(env().TEAM_EMAIL, inquiry));
}
