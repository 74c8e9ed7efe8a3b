import { TEST_ADDRESS } from "@/tests/support/catalogue";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as orders from "@/app/api/admin/orders/route";
import * as order from "@/app/api/admin/orders/[id]/route";
import * as coupons from "@/app/api/admin/coupons/route";
import * as coupon from "@/app/api/admin/coupons/[id]/route";
import * as upload from "@/app/api/admin/uploads/[id]/route";
import * as auditLog from "@/app/api/admin/audit-log/route";
import * as outbox from "@/app/api/admin/outbox/route";
import * as blogPosts from "@/app/api/admin/blog-posts/route";
import * as blogPost from "@/app/api/admin/blog-posts/[id]/route";
import * as testClock from "@/app/api/admin/test-clock/route";
import * as subscriber from "@/app/api/admin/subscribers/[id]/route";
import * as subscriberCancel from "@/app/api/admin/subscribers/[id]/cancel/route";
import * as quoteRequests from "@/app/api/quote-requests/route";
import * as contactInquiries from "@/app/api/contact-inquiries/route";
import { prisma } from "@/lib/db";
import { proxy } from "@/proxy";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { errorOf } from "@/tests/support/requests";

// revalidatePath needs a running Next server.
vi.mock("@/lib/blog/revalidate", () => ({ revalidateBlog: () => {} }));

type Who = "anonymous" | "user" | "admin without PIN" | "admin";
const cookies: Record<Who, string> = { anonymous: "", user: "", "admin without PIN": "", admin: "" };
let orderId = 0;
let couponId = 0;
let fileId = "";
let blogPostId = 0;

beforeAll(async () => {
  const user = await createUser("USER");
  const admin = await createUser("ADMIN");
  cookies.user = await cookieFor(user);
  cookies["admin without PIN"] = await cookieFor(admin);
  cookies.admin = await cookieFor(admin, { pinStep: true });
  orderId = (
    await prisma.order.create({
      data: {
        paymentIntentId: "pi_access",
        paymentProvider: "sandbox",
        customerName: "Kim Roof",
        customerEmail: "kim@roof.test",
        ...TEST_ADDRESS,
        subtotal: 5000,
        total: 5000,
      },
    })
  ).id;
  couponId = (await prisma.coupon.create({ data: { code: "ACCESS1", description: "", discountType: "percentage", discountValue: 5 } })).id;
  blogPostId = (
    await prisma.blogPost.create({ data: { slug: "access-post", title: "Access", excerpt: "Access.", content: "Access.", category: "SEO", tags: [] } })
  ).id;
  fileId = (
    await prisma.uploadedFile.create({
      data: {
        id: crypto.randomUUID(),
        originalName: "x.pdf",
        storageKey: `missing/${crypto.randomUUID()}.pdf`,
        contentType: "application/pdf",
        sizeBytes: 1,
        sha256: "0",
      },
    })
  ).id;
});

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "content-type": "application/json" } });

/** Every admin endpoint, with a request that succeeds for the admin. */
const endpoints: { name: string; call: (cookie: string) => Promise<Response>; adminStatus: number }[] = [
  { name: "GET /api/admin/orders", call: (c) => orders.GET(req("/api/admin/orders", c)), adminStatus: 200 },
  { name: "GET /api/admin/orders?format=csv", call: (c) => orders.GET(req("/api/admin/orders?format=csv", c)), adminStatus: 200 },
  {
    name: "PATCH /api/admin/orders/{id}",
    call: (c) => order.PATCH(req(`/api/admin/orders/${orderId}`, c, { method: "PATCH", ...json({ status: "processing" }) }), ctx(orderId)),
    adminStatus: 200,
  },
  { name: "GET /api/admin/coupons", call: (c) => coupons.GET(req("/api/admin/coupons", c)), adminStatus: 200 },
  {
    name: "POST /api/admin/coupons",
    call: (c) =>
      coupons.POST(
        req("/api/admin/coupons", c, {
          method: "POST",
          ...json({ code: `NEW${Math.random().toString(36).slice(2, 8)}`, discountType: "percentage", discountValue: 10 }),
        }),
      ),
    adminStatus: 201,
  },
  {
    name: "PATCH /api/admin/coupons/{id}",
    call: (c) => coupon.PATCH(req(`/api/admin/coupons/${couponId}`, c, { method: "PATCH", ...json({ isActive: false }) }), ctx(couponId)),
    adminStatus: 200,
  },
  { name: "GET /api/quote-requests", call: (c) => quoteRequests.GET(req("/api/quote-requests", c)), adminStatus: 200 },
  { name: "GET /api/contact-inquiries", call: (c) => contactInquiries.GET(req("/api/contact-inquiries", c)), adminStatus: 200 },
  { name: "GET /api/admin/uploads/{id}", call: (c) => upload.GET(req(`/api/admin/uploads/${fileId}`, c), ctx(fileId)), adminStatus: 404 },
  { name: "GET /api/admin/audit-log", call: (c) => auditLog.GET(req("/api/admin/audit-log", c)), adminStatus: 200 },
  { name: "GET /api/admin/outbox", call: (c) => outbox.GET(req("/api/admin/outbox", c)), adminStatus: 200 },
  { name: "GET /api/admin/blog-posts", call: (c) => blogPosts.GET(req("/api/admin/blog-posts?status=draft", c)), adminStatus: 200 },
  {
    name: "POST /api/admin/blog-posts",
    call: (c) =>
      blogPosts.POST(
        req("/api/admin/blog-posts", c, { method: "POST", ...json({ title: `Access ${crypto.randomUUID()}`, excerpt: "E.", content: "C.", category: "SEO" }) }),
      ),
    adminStatus: 201,
  },
  {
    name: "PATCH /api/admin/blog-posts/{id}",
    call: (c) => blogPost.PATCH(req(`/api/admin/blog-posts/${blogPostId}`, c, { method: "PATCH", ...json({ published: true }) }), ctx(blogPostId)),
    adminStatus: 200,
  },
  {
    name: "DELETE /api/admin/blog-posts/{id}",
    call: (c) => blogPost.DELETE(req(`/api/admin/blog-posts/${blogPostId}`, c, { method: "DELETE" }), ctx(blogPostId)),
    adminStatus: 200,
  },
  { name: "GET /api/admin/subscribers/{id}", call: (c) => subscriber.GET(req("/api/admin/subscribers/nosuchplan", c), ctx("nosuchplan")), adminStatus: 404 },
  {
    name: "POST /api/admin/subscribers/{id}/cancel",
    call: (c) =>
      subscriberCancel.POST(
        req("/api/admin/subscribers/nosuchplan/cancel", c, { method: "POST", ...json({ when: "now", reason: "Access check", requestKey: "access-check-1" }) }),
        ctx("nosuchplan"),
      ),
    adminStatus: 404,
  },
  {
    name: "POST /api/admin/test-clock",
    call: (c) => testClock.POST(req("/api/admin/test-clock", c, { method: "POST", ...json({ days: 1 }) })),
    adminStatus: 200,
  },
  {
    name: "DELETE /api/admin/coupons/{id}",
    call: (c) => coupon.DELETE(req(`/api/admin/coupons/${couponId}`, c, { method: "DELETE" }), ctx(couponId)),
    adminStatus: 200,
  },
];

function req(path: string, cookie: string, init: RequestInit = {}): Request {
  return new Request(`http://localhost${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
}
function ctx(id: number | string) {
  return { params: Promise.resolve({ id: String(id) }) };
}

describe("admin API authorisation matrix", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: 401 anonymous, 403 user, 403 admin without PIN, ${endpoint.adminStatus} admin`, async () => {
      const expected: Record<Who, number> = { anonymous: 401, user: 403, "admin without PIN": 403, admin: endpoint.adminStatus };
      for (const who of Object.keys(expected) as Who[]) {
        const response = await endpoint.call(cookies[who]);
        expect({ who, status: response.status }).toEqual({ who, status: expected[who] });
        if (response.status >= 400) await errorOf(response);
      }
    });
  }

  it("changes nothing for anyone but the admin", async () => {
    const before = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    const post = await prisma.blogPost.create({ data: { slug: "untouchable", title: "Untouchable", excerpt: "E.", content: "C.", category: "SEO", tags: [] } });
    const [posts, audits] = [await prisma.blogPost.count(), await prisma.adminAuditLog.count()];
    const clock = await prisma.sandboxClock.findUnique({ where: { id: "clock" } });
    for (const who of ["anonymous", "user", "admin without PIN"] as const) {
      await order.PATCH(req(`/api/admin/orders/${orderId}`, cookies[who], { method: "PATCH", ...json({ status: "cancelled" }) }), ctx(orderId));
      await blogPosts.POST(
        req("/api/admin/blog-posts", cookies[who], { method: "POST", ...json({ title: "Sneaky", excerpt: "E.", content: "C.", category: "SEO" }) }),
      );
      await blogPost.PATCH(req(`/api/admin/blog-posts/${post.id}`, cookies[who], { method: "PATCH", ...json({ published: true }) }), ctx(post.id));
      await blogPost.DELETE(req(`/api/admin/blog-posts/${post.id}`, cookies[who], { method: "DELETE" }), ctx(post.id));
      await testClock.POST(req("/api/admin/test-clock", cookies[who], { method: "POST", ...json({ days: 1 }) }));
    }
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(before.status);
    expect(await prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toEqual(post);
    expect([await prisma.blogPost.count(), await prisma.adminAuditLog.count()]).toEqual([posts, audits]);
    expect(await prisma.sandboxClock.findUnique({ where: { id: "clock" } })).toEqual(clock);
  });

  it("does not accept a PIN step token made for another user", async () => {
    const other = await createUser("ADMIN");
    const stolen = (await cookieFor(other, { pinStep: true })).split("; ")[1];
    const admin = cookies["admin without PIN"];
    const response = await orders.GET(req("/api/admin/orders", `${admin}; ${stolen}`));
    expect(response.status).toBe(403);
  });

  it("does not accept a forged session cookie", async () => {
    const response = await orders.GET(req("/api/admin/orders", "authjs.session-token=eyJhbGciOiJub25lIn0.e30."));
    expect(response.status).toBe(401);
  });
});

describe("the proxy in front of /admin", () => {
  const visit = (path: string, who: Who) => proxy(new NextRequest(`http://localhost${path}`, { headers: cookies[who] ? { cookie: cookies[who] } : {} }));

  it.each(["anonymous", "user"] as const)("shows the 404 page to %s", async (who) => {
    for (const path of ["/admin", "/admin/login"]) {
      const response = await visit(path, who);
      expect(response.status).toBe(404);
      expect(response.headers.get("x-middleware-rewrite")).toContain("/admin-not-found");
    }
  });

  it("sends the admin without the PIN step to the keypad", async () => {
    const response = await visit("/admin", "admin without PIN");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost/admin/login");
    expect((await visit("/admin/login", "admin without PIN")).headers.get("x-middleware-next")).toBe("1");
  });

  it("builds its redirects and rewrites from the request's path alone, whatever the Host and X-Forwarded-* headers say", async () => {
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const from = (path: string, who: Who) => proxy(new NextRequest(`http://localhost${path}`, { headers: { ...forged, cookie: cookies[who] } }));
    expect((await from("/admin", "admin without PIN")).headers.get("location")).toBe("http://localhost/admin/login");
    expect((await from("/admin?tab=orders&q=casey", "admin")).headers.get("location")).toBe("http://localhost/admin/orders?q=casey");
    const refused = await from("/admin/orders?q=1", "user");
    expect(new URL(refused.headers.get("x-middleware-rewrite")!).pathname).toBe("/admin-not-found");
    expect(refused.headers.get("x-middleware-rewrite")).not.toContain("evil.example");
  });

  it("lets the admin through", async () => {
    expect((await visit("/admin", "admin")).headers.get("x-middleware-next")).toBe("1");
  });
});
