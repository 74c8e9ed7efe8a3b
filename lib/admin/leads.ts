import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import type { ContactStatus } from "@/lib/validation/contact";
import { containsAny, skipTake, type ListQuery, type Page } from "./list-query";

export const LEAD_SORTS = ["createdAt", "businessName", "email"] as const;
export type LeadQuery = ListQuery<(typeof LEAD_SORTS)[number]>;

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
export async function listContactInquiries(query: LeadQuery, filters: { status?: ContactStatus } = {}): Promise<Page<AdminContactInquiry>> {
  const where: Prisma.ContactInquiryWhereInput = { ...containsAny(query.q, ["firstName", "lastName", "businessName", "email", "tradeType"]), ...(filters.status ? { status: filters.status } : {}) };
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
