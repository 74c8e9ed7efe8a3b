import { TEST_ADDRESS } from "@/tests/support/catalogue";
import { beforeAll, describe, expect, it } from "vitest";
import * as orders from "@/app/api/admin/orders/route";
import * as order from "@/app/api/admin/orders/[id]/route";
import * as coupons from "@/app/api/admin/coupons/route";
import * as coupon from "@/app/api/admin/coupons/[id]/route";
import * as contactInquiries from "@/app/api/contact-inquiries/route";
import * as quoteRequests from "@/app/api/quote-requests/route";
import { prisma } from "@/lib/db";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { errorOf } from "@/tests/support/requests";

let cookie = "";
let adminEmail = "";

beforeAll(async () => {
  const admin = await createUser("ADMIN");
  adminEmail = admin.email;
  cookie = await cookieFor(admin, { pinStep: true });
  const base = new Date("2026-01-01T00:00:00Z").getTime();
  await prisma.order.createMany({
    data: Array.from({ length: 60 }, (_, i) => ({
      paymentIntentId: `pi_list_${i}`,
      paymentProvider: "sandbox",
      customerName: i === 7 ? "=cmd|' /C calc'!A0" : `Customer ${String(i).padStart(2, "0")}`,
      customerEmail: i % 2 ? `odd${i}@example.com` : `even${i}@example.com`,
      ...TEST_ADDRESS,
      subtotal: 1000 + i,
      total: 1000 + i,
      status: i % 3 === 0 ? ("shipped" as const) : ("pending" as const),
      createdAt: new Date(base + i * 60_000),
    })),
  });
});

const get = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const send = (path: string, method: string, body: unknown) =>
  new Request(`http://localhost${path}`, { method, headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

describe("admin order list", () => {
  it("pages on the server, newest first, with the total in a header", async () => {
    const response = await orders.GET(get("/api/admin/orders?pageSize=25&page=2"));
    const rows = (await response.json()) as { customerName: string; total: number }[];
    expect(response.headers.get("x-total-count")).toBe("60");
    expect(rows).toHaveLength(25);
    expect(rows[0]?.customerName).toBe("Customer 34");
  });

  it("sorts, filters by status and searches by name, email or order number", async () => {
    const byTotal = (await (await orders.GET(get("/api/admin/orders?sort=total&pageSize=1"))).json()) as { total: number }[];
    expect(byTotal[0]?.total).toBe(1000);
    const shipped = await orders.GET(get("/api/admin/orders?status=shipped&pageSize=200"));
    expect(shipped.headers.get("x-total-count")).toBe("20");
    const search = (await (await orders.GET(get("/api/admin/orders?q=ODD1"))).json()) as { customerEmail: string }[];
    expect(search.map((o) => o.customerEmail).sort()).toEqual([
      "odd11@example.com",
      "odd13@example.com",
      "odd15@example.com",
      "odd17@example.com",
      "odd19@example.com",
      "odd1@example.com",
    ]);
  });

  it.each([
    ["?page=0", /page starts at 1/],
    ["?page=1.5", /^page must be a whole number\.$/],
    ["?pageSize=0", /^pageSize is at least 1\.$/],
    ["?pageSize=500", /at most 200/],
    ["?sort=password", /Sort by one of/],
    ["?status=lost", /Status must be one of/],
    [`?q=${"x".repeat(101)}`, /at most 100 characters/],
  ])("refuses %s with a 400", async (query, message) => {
    const response = await orders.GET(get(`/api/admin/orders${query}`));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
  });

  it("exports the filtered list as CSV with formulas defused", async () => {
    const response = await orders.GET(get("/api/admin/orders?format=csv&status=pending"));
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toContain("Order ID,Date,Customer,Email");
    expect(lines).toHaveLength(41);
    expect(lines.join("\n")).toContain("'=cmd|' /C calc'!A0");
  });

  it("changes an order's status, to any status, and audits who did it", async () => {
    const target = await prisma.order.findFirstOrThrow({ where: { status: "shipped" } });
    const response = await order.PATCH(send(`/api/admin/orders/${target.id}`, "PATCH", { status: "pending" }), ctx(target.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: target.id, status: "pending" });
    const audit = await prisma.adminAuditLog.findFirstOrThrow({ where: { entityType: "order", entityId: String(target.id) } });
    expect(audit).toMatchObject({ actorEmail: adminEmail, action: "order.status", before: { status: "shipped" }, after: { status: "pending" } });
  });

  it("refuses a bad status, a bad id and a missing order without changing anything", async () => {
    const target = await prisma.order.findFirstOrThrow();
    const bad = await order.PATCH(send(`/api/admin/orders/${target.id}`, "PATCH", { status: "lost" }), ctx(target.id));
    expect(bad.status).toBe(400);
    await errorOf(bad);
    expect((await order.PATCH(send("/api/admin/orders/abc", "PATCH", { status: "pending" }), ctx("abc"))).status).toBe(400);
    const missing = await order.PATCH(send("/api/admin/orders/999999", "PATCH", { status: "pending" }), ctx(999999));
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatch(/does not exist/);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: target.id } })).status).toBe(target.status);
  });
});

describe("admin coupons", () => {
  it("stores amounts typed in dollars as cents (fixed value and minimum order)", async () => {
    const response = await coupons.POST(
      send("/api/admin/coupons", "POST", {
        code: "save1250",
        description: "Crew deal",
        discountType: "fixed",
        discountValue: "12.50",
        minOrderAmount: "40",
        maxUses: "",
        expiresAt: "",
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      code: "SAVE1250",
      discountValue: 1250,
      minOrderAmount: 4000,
      maxUses: null,
      expiresAt: null,
      isActive: true,
      usedCount: 0,
    });
  });

  it("keeps a percentage as a whole percent and applies the form's defaults", async () => {
    const response = await coupons.POST(
      send("/api/admin/coupons", "POST", { code: "TENOFF", discountType: "percentage", discountValue: 10, maxUses: "25", expiresAt: "2027-06-30" }),
    );
    expect(await response.json()).toMatchObject({ discountValue: 10, minOrderAmount: 0, maxUses: 25, expiresAt: "2027-07-01T03:59:59.999Z" });
  });

  it.each([
    [{ code: "X", discountType: "percentage", discountValue: 5 }, /3 to 32 characters/],
    [{ code: "BADPCT", discountType: "percentage", discountValue: 150 }, /1 to 100/],
    [{ code: "BADFIX", discountType: "fixed", discountValue: "ten" }, /amount in dollars/],
    [{ code: "BADMIN", discountType: "fixed", discountValue: 5, minOrderAmount: -3 }, /Minimum order/],
    [{ code: "BADUSE", discountType: "fixed", discountValue: 5, maxUses: 0 }, /Maximum uses/],
    [{ code: "BADEXP", discountType: "fixed", discountValue: 5, expiresAt: "soon" }, /Expiry/],
    [{ code: "BADTYPE", discountType: "bogo", discountValue: 5 }, /percentage or fixed/],
  ])("refuses %o", async (body, message) => {
    const before = await prisma.coupon.count();
    const response = await coupons.POST(send("/api/admin/coupons", "POST", body));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(await prisma.coupon.count()).toBe(before);
  });

  it("refuses a duplicate code with 409", async () => {
    await coupons.POST(send("/api/admin/coupons", "POST", { code: "TWICE", discountType: "percentage", discountValue: 5 }));
    const again = await coupons.POST(send("/api/admin/coupons", "POST", { code: "twice", discountType: "percentage", discountValue: 5 }));
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("A coupon with the code TWICE already exists.");
  });

  it("switches a coupon off and on, and deletes it, each audited", async () => {
    const created = (await (
      await coupons.POST(send("/api/admin/coupons", "POST", { code: "SWITCH", discountType: "percentage", discountValue: 5 }))
    ).json()) as { id: number };
    expect(await (await coupon.PATCH(send(`/api/admin/coupons/${created.id}`, "PATCH", { isActive: false }), ctx(created.id))).json()).toMatchObject({
      isActive: false,
    });
    expect((await coupon.PATCH(send(`/api/admin/coupons/${created.id}`, "PATCH", { isActive: "no" }), ctx(created.id))).status).toBe(400);
    expect((await coupon.DELETE(send(`/api/admin/coupons/${created.id}`, "DELETE", {}), ctx(created.id))).status).toBe(200);
    expect(await prisma.coupon.findUnique({ where: { id: created.id } })).toBeNull();
    expect((await coupon.DELETE(send(`/api/admin/coupons/${created.id}`, "DELETE", {}), ctx(created.id))).status).toBe(404);
    const actions = (await prisma.adminAuditLog.findMany({ where: { entityType: "coupon", entityId: String(created.id) }, orderBy: { id: "asc" } })).map(
      (a) => a.action,
    );
    expect(actions).toEqual(["coupon.create", "coupon.deactivate", "coupon.delete"]);
  });

  it("lists coupons in the spec's shape", async () => {
    const rows = (await (await coupons.GET(get("/api/admin/coupons"))).json()) as Record<string, unknown>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining(["id", "code", "description", "discountType", "discountValue", "minOrderAmount", "maxUses", "usedCount", "expiresAt", "isActive"]),
    );
  });
});

describe("admin contact list", () => {
  it("searches and pages inquiries", async () => {
    await prisma.contactInquiry.createMany({
      data: ["Alpha Roofing", "Beta Plumbing", "Gamma Electric"].map((businessName) => ({
        firstName: "A",
        lastName: "B",
        businessName,
        email: "a@b.test",
        phone: "5550000",
        tradeType: "Roofing",
        message: "Hello there friend",
      })),
    });
    const response = await contactInquiries.GET(get("/api/contact-inquiries?q=plumb"));
    expect(response.headers.get("x-total-count")).toBe("1");
    expect(((await response.json()) as { businessName: string }[])[0]?.businessName).toBe("Beta Plumbing");
  });
});

describe("admin quote request list", () => {
  it("exports every request matching the search as CSV, each with its files, formulas defused", async () => {
    const request = {
      product: "flyers",
      paper: "premium",
      finish: "matte",
      corners: "square",
      designOption: "upload",
      contactPerson: "Kim Lee",
      phone: "5550000",
    };
    await prisma.quoteRequest.create({
      data: {
        ...request,
        quantity: 1000,
        businessName: '=HYPERLINK("x")',
        email: "kim@export.test",
        files: {
          create: [
            { originalName: "front.pdf", storageKey: "csv/front.pdf", contentType: "application/pdf", sizeBytes: 10 },
            { originalName: "back.pdf", storageKey: "csv/back.pdf", contentType: "application/pdf", sizeBytes: 10 },
          ],
        },
      },
    });
    await prisma.quoteRequest.create({ data: { ...request, quantity: 500, businessName: "Not Exported", email: "other@elsewhere.test" } });
    const response = await quoteRequests.GET(get("/api/quote-requests?format=csv&q=export.test"));
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="quote-requests.csv"');
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("ID,Date,Business,Contact,Email,Phone,Product,Quantity,Paper,Finish,Corners,Design,Files,Special requests");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",Kim Lee,kim@export.test,5550000,flyers,1000,premium,matte,square,upload,`);
    expect(lines[1]).toMatch(/,(front\.pdf; back\.pdf|back\.pdf; front\.pdf),$/);
  });
});
