import "server-only";
import { prisma } from "@/lib/db";
import { skipTake, type ListQuery, type Page } from "./list-query";

export type AuditLogEntry = {
  id: number;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
};

export async function listAuditLog(query: ListQuery<"createdAt">): Promise<Page<AuditLogEntry>> {
  const [rows, total] = await Promise.all([
    prisma.adminAuditLog.findMany({ orderBy: [{ createdAt: query.direction }, { id: query.direction }], ...skipTake(query) }),
    prisma.adminAuditLog.count(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
