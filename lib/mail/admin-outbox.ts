import "server-only";
import { skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";
import { prisma } from "@/lib/db";

/** An email the shop sent, or kept in the outbox when offline, as the Outbox tab lists it. */
export type OutboxEmail = {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  status: string;
  error: string | null;
  createdAt: string;
};

export async function listOutbox(query: ListQuery<"createdAt">): Promise<Page<OutboxEmail>> {
  const [rows, total] = await Promise.all([
    prisma.outgoingEmail.findMany({ orderBy: [{ createdAt: query.direction }, { id: query.direction }], ...skipTake(query) }),
    prisma.outgoingEmail.count(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.text,
      status: row.status,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
