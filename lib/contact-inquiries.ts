import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { containsAny, skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { NotFound } from "@/lib/errors";
import { env } from "@/lib/env";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import type { JobPayloads } from "@/lib/jobs/queues";
import { sendEmailOnce } from "@/lib/mail";
import { contactInquiryEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { ContactStatus, ContactSubmission, ContactUpdate } from "@/lib/validation/contact";
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

/**
 * The team's update of a lead from the Contacts tab: its status (new, called back, won, lost), its
 * note (empty removes it), or both, audited with the values before and after.
 */
export async function updateContactInquiry(actor: SessionUser, id: number, update: ContactUpdate): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const inquiry = await tx.contactInquiry.findUnique({ where: { id }, select: { status: true, note: true } });
    if (!inquiry) throw new NotFound(`Contact inquiry #${id} does not exist.`);
    const after = { status: update.status ?? inquiry.status, note: update.note === undefined ? inquiry.note : update.note || null };
    if (after.status === inquiry.status && after.note === inquiry.note) return;
    await tx.contactInquiry.update({ where: { id }, data: after });
    await recordAudit(tx, actor, { action: "contact.update", entityType: "contactInquiry", entityId: id, before: inquiry, after });
  });
}

export const CONTACT_INQUIRY_SORTS = ["createdAt", "businessName", "email"] as const;
export type ContactInquiryQuery = ListQuery<(typeof CONTACT_INQUIRY_SORTS)[number]>;

export type AdminContactInquiry = {
  id: number;
  firstName: string;
  lastName: string;
  businessName: string;
  email: string;
  phone: string;
  tradeType: string;
  message: string;
  /** new, called back, won or lost, as the team marks it. */
  status: ContactStatus;
  /** The team's own note on the lead. */
  note: string | null;
  createdAt: string;
};

/** The contact inquiries matching the list's search, and its status filter when there is one. */
export async function listContactInquiries(query: ContactInquiryQuery, filters: { status?: ContactStatus } = {}): Promise<Page<AdminContactInquiry>> {
  const where: Prisma.ContactInquiryWhereInput = {
    ...containsAny(query.q, ["firstName", "lastName", "businessName", "email", "tradeType"]),
    ...(filters.status ? { status: filters.status } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.contactInquiry.findMany({ where, orderBy: [{ [query.sort]: query.direction }, { id: query.direction }], ...skipTake(query) }),
    prisma.contactInquiry.count({ where }),
  ]);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, page: query.page, pageSize: query.pageSize };
}

export async function recentContactInquiries(limit = 5): Promise<AdminContactInquiry[]> {
  const rows = await prisma.contactInquiry.findMany({ orderBy: { createdAt: "desc" }, take: limit });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** How many contact inquiries have come in (the admin's tab count). */
export function contactInquiryCount(): Promise<number> {
  return prisma.contactInquiry.count();
}
