import { createPrismaClient } from "@/lib/db/client";

/*
 * Orders written straight to the test database, for admin specs that need an order in a given
 * state (a failed fulfilment, a status) without paying for it, and print orders the same way.
 * Each spec file's afterAll calls closeOrdersDb(), which deletes the orders and quote requests it
 * seeded (their items, events, refunds, quotes and print orders go with them) and closes the connection.
 */

let client: ReturnType<typeof createPrismaClient> | undefined;
const seeded: number[] = [];
const seededRequests: number[] = [];

export const db = () => (client ??= createPrismaClient(process.env.DATABASE_URL || "postgresql://postgres:postgres@127.0.0.1:54322/viralize"));

/** A short upper-case tag that makes one test's names, emails and codes its own. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

export type OrderSeed = {
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  status?: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
  fulfillmentStatus?: "pending" | "submitted" | "failed" | "shipped" | "cancelled";
  fulfillmentError?: string;
  address?: { shipLine1: string; shipLine2?: string; shipCity: string; shipState: string; shipZip: string };
  couponCode?: string | null;
  discount?: number;
  items: { name: string; variantName?: string; price: number; quantity: number }[];
};

export async function insertOrder(seed: OrderSeed) {
  const subtotal = seed.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = seed.discount ?? 0;
  const order = await db().order.create({
    data: {
      paymentIntentId: `pi_e2e_${uniqueTag()}`,
      paymentProvider: "e2e",
      customerName: seed.customerName,
      customerEmail: seed.customerEmail,
      customerPhone: seed.customerPhone ?? null,
      ...(seed.address ?? { shipLine1: "12 Main St", shipCity: "Springfield", shipState: "IL", shipZip: "62701" }),
      subtotal,
      discount,
      total: subtotal - discount,
      status: seed.status ?? "pending",
      fulfillmentStatus: seed.fulfillmentStatus,
      fulfillmentError: seed.fulfillmentError,
      couponCode: seed.couponCode ?? null,
      items: {
        create: seed.items.map((item, index) => ({
          productId: `e2e-${index}`,
          variantId: `e2e-${index}-v`,
          name: item.name,
          variantName: item.variantName ?? "",
          price: item.price,
          quantity: item.quantity,
        })),
      },
    },
  });
  seeded.push(order.id);
  return order;
}

/**
 * A paid print quote written straight to the database: its request, quote and print order (shipping
 * to 12 Elm St, Austin), as paying a quote link leaves them. Deleted by closeOrdersDb().
 */
export async function insertPrintOrder(seed: { businessName: string; email: string; total?: number }): Promise<{ requestId: number; printOrderId: number }> {
  const tag = uniqueTag();
  const total = seed.total ?? 11400;
  const request = await db().quoteRequest.create({
    data: {
      product: "business-cards",
      paper: "premium",
      finish: "matte",
      corners: "square",
      quantity: 500,
      designOption: "template",
      businessName: seed.businessName,
      contactPerson: "Joe Mason",
      phone: "555-0100",
      email: seed.email,
      stage: "paid",
    },
  });
  seededRequests.push(request.id);
  const quote = await db().quote.create({
    data: {
      id: `e2e${tag}`,
      quoteRequestId: request.id,
      items: [{ description: "Business cards, 500", quantity: 500, amount: total }],
      total,
      tokenHash: `e2e-${tag}`,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      createdBy: "e2e",
    },
  });
  const printOrder = await db().printOrder.create({
    data: {
      quoteRequestId: request.id,
      quoteId: quote.id,
      paymentIntentId: `pi_e2e_${tag}`,
      paymentProvider: "e2e",
      customerEmail: seed.email,
      total,
      shipName: "Joe Mason",
      shipLine1: "12 Elm St",
      shipCity: "Austin",
      shipState: "TX",
      shipZip: "78701",
      shipCountry: "US",
    },
  });
  return { requestId: request.id, printOrderId: printOrder.id };
}

/**
 * The dashboard's Total Revenue as the database has it: the ledger's net (merchandise, print and
 * plans, less refunds and lost disputes); `except` leaves one order's movements out.
 */
export async function netRevenue({ except }: { except?: number } = {}): Promise<number> {
  const { _sum } = await db().ledgerEntry.aggregate({
    where: except === undefined ? {} : { OR: [{ orderId: null }, { orderId: { not: except } }] },
    _sum: { net: true },
  });
  return _sum.net ?? 0;
}

/**
 * A mark that moves whenever an order is created or changed, or money moves (any ledger row),
 * even if a test put back what it changed (an order inserted and deleted, a status set and
 * reset): the order and ledger id sequences' last values, the latest update, and the ledger's
 * row count (rows go with a deleted print order). Two equal marks mean nothing changed in between.
 */
export async function ordersChangeMark(): Promise<string> {
  const [row] = await db().$queryRawUnsafe<{ last: bigint; moved: bigint; rows: bigint; changed: Date | null }[]>(
    `SELECT (SELECT last_value FROM "Order_id_seq") AS last, (SELECT last_value FROM "LedgerEntry_id_seq") AS moved, (SELECT COUNT(*) FROM "LedgerEntry") AS rows, (SELECT MAX("updatedAt") FROM "Order") AS changed`,
  );
  return `${row?.last}:${row?.moved}:${row?.rows}:${row?.changed?.toISOString() ?? ""}`;
}

export async function closeOrdersDb() {
  if (!client) return;
  if (seeded.length) await client.order.deleteMany({ where: { id: { in: seeded.splice(0) } } });
  if (seededRequests.length) await client.quoteRequest.deleteMany({ where: { id: { in: seededRequests.splice(0) } } });
  await client.$disconnect();
  client = undefined;
}
