import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as coupons from "@/app/api/admin/coupons/route";
import { POST as priceCheck } from "@/app/api/checkout/price/route";
import { activeCouponCount } from "@/lib/checkout/admin-coupons";
import { couponAvailability, couponProblem } from "@/lib/checkout/coupon-rules";
import { prisma } from "@/lib/db";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { seedTestCatalogue } from "@/tests/support/catalogue";
import { errorOf, jsonRequest } from "@/tests/support/requests";

/*
 * "Active coupons" means what the checkout will accept, and an expiry day ends at midnight on the
 * store's clock (STORE_TIME_ZONE, America/New_York by default), not in UTC.
 */

let cookie = "";

beforeAll(async () => {
  cookie = await cookieFor(await createUser("ADMIN"), { pinStep: true });
  await seedTestCatalogue();
});

afterEach(() => {
  vi.useRealTimers();
});

const createCoupon = (body: Record<string, unknown>) =>
  coupons.POST(
    new Request("http://localhost/api/admin/coupons", { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) }),
  );

const terms = { description: "", discountType: "percentage" as const, discountValue: 10 };

describe("the admin's count of active coupons", () => {
  it("counts a coupon only while a customer could still redeem it", async () => {
    const now = new Date("2026-05-01T12:00:00Z");
    const before = await activeCouponCount(now);
    await prisma.coupon.createMany({
      data: [
        { ...terms, code: "COUNT-USABLE" },
        { ...terms, code: "COUNT-USES-LEFT", maxUses: 5, usedCount: 4, expiresAt: new Date("2026-05-01T12:00:00.001Z") },
        { ...terms, code: "COUNT-INACTIVE", isActive: false },
        { ...terms, code: "COUNT-EXPIRED", expiresAt: now },
        { ...terms, code: "COUNT-USED-UP", maxUses: 5, usedCount: 5 },
      ],
    });
    expect(await activeCouponCount(now)).toBe(before + 2);

    // The count and the checkout's rule agree on every coupon there is.
    const rows = await prisma.coupon.findMany();
    expect(rows.filter((row) => couponAvailability(row, now) === "usable")).toHaveLength(await activeCouponCount(now));
    expect(Object.fromEntries(rows.filter((row) => row.code.startsWith("COUNT-")).map((row) => [row.code, couponAvailability(row, now)]))).toEqual({
      "COUNT-USABLE": "usable",
      "COUNT-USES-LEFT": "usable",
      "COUNT-INACTIVE": "inactive",
      "COUNT-EXPIRED": "expired",
      "COUNT-USED-UP": "used-up",
    });
  });
});

describe("a coupon's expiry day on the store's clock", () => {
  it("stores July 4 as the end of July 4 in New York (EDT), as a UTC instant", async () => {
    const response = await createCoupon({ ...terms, code: "JULY4", expiresAt: "2026-07-04" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ code: "JULY4", expiresAt: "2026-07-05T03:59:59.999Z" });
    expect((await prisma.coupon.findUniqueOrThrow({ where: { code: "JULY4" } })).expiresAt?.toISOString()).toBe("2026-07-05T03:59:59.999Z");
  });

  it("stores a winter day at the end of that day in EST", async () => {
    const response = await createCoupon({ ...terms, code: "NEWYEAR", expiresAt: "2026-12-31" });
    expect(await response.json()).toMatchObject({ expiresAt: "2027-01-01T04:59:59.999Z" });
  });

  it("refuses a day the calendar doesn't have", async () => {
    const response = await createCoupon({ ...terms, code: "FEB30", expiresAt: "2026-02-30" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/Expiry must be a date/);
  });

  it("keeps a coupon expiring today usable late in the store's evening, when UTC is already tomorrow", async () => {
    await createCoupon({ ...terms, code: "LASTDAY", expiresAt: "2026-08-14" });
    const coupon = await prisma.coupon.findUniqueOrThrow({ where: { code: "LASTDAY" } });
    const lateEvening = new Date("2026-08-15T03:30:00Z"); // 11:30 PM on August 14 in New York
    const midnight = new Date("2026-08-15T04:00:00Z"); // August 15 begins in New York

    expect(couponProblem(coupon, 5000, lateEvening)).toBeNull();
    expect(couponProblem(coupon, 5000, midnight)).toBe("LASTDAY has expired.");
    expect((await activeCouponCount(lateEvening)) - (await activeCouponCount(midnight))).toBe(1);

    // And the checkout itself, its clock at 11:30 PM New York time, then at midnight.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(lateEvening);
    const tee = { productId: "101", variantId: "1001", quantity: 2 };
    const accepted = await priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: "LASTDAY" }));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ couponCode: "LASTDAY", discount: 500 });

    vi.setSystemTime(midnight);
    const refused = await priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: "LASTDAY" }));
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe("LASTDAY has expired.");
  });
});
