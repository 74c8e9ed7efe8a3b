import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import type { ContactStatus } from "@/lib/validation/contact";
import type { QuoteStage } from "@/lib/validation/print-quote";
import { skipTake, type ListQuery, type Page } from "./list-query";

export const LEAD_SORTS = ["createdAt", "businessName", "email"] as const;
export type LeadQuery = ListQuery<(typeof LEAD_SORTS)[number]>;

/** A stored quote request (docs/api.md#get-apiquote-requests), with links to its artwork (served to the admin only). */
export type AdminQuoteRequest = {
  id: number;
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  product: string;
  quantity: number;
  paper: string;
  finish: string;
  corners: string;
  designOption: string;
  address: string | null;
  website: string | null;
  services: string | null;
  specialRequests: string | null;
  /** new, quoted, paid, in_production, done or declined (lib/quotes). */
  stage: QuoteStage;
  createdAt: string;
  /** The artwork, each file behind the admin's own download route; an image's type starts with image/. */
  files: { id: string; name: string; size: number; contentType: string; url: string }[];
};

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

const search = (q: string, fields: string[]) =>
  q ? { OR: fields.map((field) => ({ [field]: { contains: q, mode: "insensitive" as const } })) } : {};

export const quoteRequestFiles = { files: { select: { id: true, originalName: true, sizeBytes: true, contentType: true }, orderBy: { createdAt: "asc" } } } satisfies Prisma.QuoteRequestInclude;

export function toAdminQuoteRequest({ files, createdAt, ...quote }: Prisma.QuoteRequestGetPayload<{ include: typeof quoteRequestFiles }>): AdminQuoteRequest {
  return {
    ...quote,
    createdAt: createdAt.toISOString(),
    files: files.map((file) => ({ id: file.id, name: file.originalName, size: file.sizeBytes, contentType: file.contentType, url: `/api/admin/uploads/${file.id}` })),
  };
}

export async function listQuoteRequests(query: LeadQuery): Promise<Page<AdminQuoteRequest>> {
  const where: Prisma.QuoteRequestWhereInput = search(query.q, ["businessName", "contactPerson", "email", "product"]);
  const [rows, total] = await Promise.all([
    prisma.quoteRequest.findMany({
      where,
      include: quoteRequestFiles,
      orderBy: [{ [query.sort]: query.direction }, { id: query.direction }],
      ...skipTake(query),
    }),
    prisma.quoteRequest.count({ where }),
  ]);
  return {
    rows: rows.map(toAdminQuoteRequest),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The contact inquiries matching the list's search, and its status filter when there is one. */
export async function listContactInquiries(query: LeadQuery, filters: { status?: ContactStatus } = {}): Promise<Page<AdminContactInquiry>> {
  const where: Prisma.ContactInquiryWhereInput = { ...search(query.q, ["firstName", "lastName", "businessName", "email", "tradeType"]), ...(filters.status ? { status: filters.status } : {}) };
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

export async function leadCounts(): Promise<{ quotes: number; contacts: number }> {
  const [quotes, contacts] = await Promise.all([prisma.quoteRequest.count(), prisma.contactInquiry.count()]);
  return { quotes, contacts };
}
