import "server-only";
import { skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";
import { planById } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import { subscriptionGateway } from "@/lib/payments";
import { subscriptionIdSchema } from "@/lib/validation/plan";
import type { Prisma } from "@/generated/prisma/client";
import { DAY_MS } from "@/lib/time";
import { invoiceStateOf, refundableOf, type InvoiceState } from "./invoices";

export const SUBSCRIBER_SORTS = ["startedAt", "businessName"] as const;
export type SubscriberQuery = ListQuery<(typeof SUBSCRIBER_SORTS)[number]>;

/** Plans that bring money in each month: running, or past due while Stripe retries the card. */
const PAYING = ["active", "past_due"];

export type AdminSubscriber = {
  id: string;
  businessName: string;
  customerName: string;
  email: string;
  phone: string;
  trade: string;
  serviceArea: string;
  website: string | null;
  logoUrl: string | null;
  plan: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  startedAt: string | null;
  canceledAt: string | null;
  /** What the plan adds to monthly recurring revenue, in cents (0 once it has ended). */
  mrr: number;
};

const search = (q: string): Prisma.SubscriptionWhereInput =>
  q
    ? {
        OR: [
          { businessName: { contains: q, mode: "insensitive" } },
          { trade: { contains: q, mode: "insensitive" } },
          { serviceArea: { contains: q, mode: "insensitive" } },
          { plan: { contains: q, mode: "insensitive" } },
          { user: { email: { contains: q, mode: "insensitive" } } },
        ],
      }
    : {};

/** The website plans that have started (never the ones still waiting for a first payment), searched and paged. */
export async function listSubscribers(query: SubscriberQuery): Promise<Page<AdminSubscriber>> {
  const where: Prisma.SubscriptionWhereInput = { status: { not: "incomplete" }, ...search(query.q) };
  const [rows, total] = await Promise.all([
    prisma.subscription.findMany({
      where,
      include: { user: { select: { email: true, firstName: true, lastName: true } } },
      orderBy: [{ [query.sort]: query.direction }, { id: query.direction }],
      ...skipTake(query),
    }),
    prisma.subscription.count({ where }),
  ]);
  return { rows: rows.map(toAdminSubscriber), total, page: query.page, pageSize: query.pageSize };
}

type SubscriberRow = Prisma.SubscriptionGetPayload<{ include: { user: { select: { email: true; firstName: true; lastName: true } } } }>;

function toAdminSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    businessName: row.businessName,
    customerName: [row.user.firstName, row.user.lastName].filter(Boolean).join(" "),
    email: row.user.email,
    phone: row.phone,
    trade: row.trade,
    serviceArea: row.serviceArea,
    website: row.website,
    logoUrl: row.logoFileId ? `/api/admin/uploads/${row.logoFileId}` : null,
    plan: planById(row.plan)?.name ?? row.plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    startedAt: row.startedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    mrr: PAYING.includes(row.status) ? row.amount : 0,
  };
}

export type SubscriberStats = { mrr: number; activeSubscribers: number; churned30Days: number; churnRate30Days: number };

/**
 * The plans' headline numbers: monthly recurring revenue and subscribers (active or past due),
 * and churn: plans that ended in the last 30 days, against those plus the ones still paying. The
 * days are counted on the gateway's clock, the one plans end on (the sandbox's in TEST MODE).
 */
export async function subscriberStats(): Promise<SubscriberStats> {
  const now = await subscriptionGateway().now();
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [paying, churned30Days] = await Promise.all([
    prisma.subscription.aggregate({ where: { status: { in: PAYING } }, _sum: { amount: true }, _count: true }),
    prisma.subscription.count({ where: { status: "canceled", canceledAt: { gte: since } } }),
  ]);
  const base = paying._count + churned30Days;
  return { mrr: paying._sum.amount ?? 0, activeSubscribers: paying._count, churned30Days, churnRate30Days: base === 0 ? 0 : churned30Days / base };
}

/** One invoice of a plan as the admin reads it: why it was billed (first, renewal, change), and what can still be refunded of it. */
export type AdminInvoice = {
  id: number;
  amount: number;
  refundedAmount: number;
  state: InvoiceState;
  refundable: number;
  reason: string | null;
  createdAt: string;
  receiptUrl: string | null;
};

/** The invoices of these plans, newest first, by plan. */
export async function invoicesOfSubscriptions(subscriptionIds: string[]): Promise<Map<string, AdminInvoice[]>> {
  const rows = await prisma.subscriptionInvoice.findMany({
    where: { subscriptionId: { in: subscriptionIds } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const invoices = new Map<string, AdminInvoice[]>(subscriptionIds.map((id) => [id, []]));
  for (const row of rows) {
    invoices.get(row.subscriptionId)?.push({
      id: row.id,
      amount: row.amount,
      refundedAmount: row.refundedAmount,
      state: invoiceStateOf(row),
      refundable: refundableOf(row),
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      receiptUrl: row.receiptUrl,
    });
  }
  return invoices;
}

/** One plan's invoices, newest first (the subscriber's page, and refunds from it). */
export async function subscriberInvoices(subscriptionId: string): Promise<AdminInvoice[]> {
  return (await invoicesOfSubscriptions([subscriptionId])).get(subscriptionId) ?? [];
}

/** The answer for an id no subscriber has. */
export const NO_SUCH_SUBSCRIBER = "There's no subscriber with that id.";

export type AdminSubscriberEvent = { id: number; type: string; message: string; actor: string; createdAt: string };

/** One subscriber's page: what the list shows, the plan's price and period, its invoices (newest first) and its timeline (oldest first). */
export type AdminSubscriberDetail = AdminSubscriber & {
  /** The logo's file name as the customer sent it (logoUrl downloads it). */
  logoName: string | null;
  amount: number;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  invoices: AdminInvoice[];
  events: AdminSubscriberEvent[];
};

/** One subscriber (any plan that has started, or was refused), or null for an id nobody has. */
export async function subscriberDetail(id: string): Promise<AdminSubscriberDetail | null> {
  if (!subscriptionIdSchema.safeParse(id).success) return null;
  const row = await prisma.subscription.findFirst({
    where: { id, status: { not: "incomplete" } },
    include: {
      user: { select: { email: true, firstName: true, lastName: true } },
      logoFile: { select: { originalName: true } },
      events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!row) return null;
  return {
    ...toAdminSubscriber(row),
    logoName: row.logoFile?.originalName ?? null,
    amount: row.amount,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    invoices: await subscriberInvoices(row.id),
    events: row.events.map((event) => ({
      id: event.id,
      type: event.type,
      message: event.message,
      actor: event.actor,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
