import { describe, expect, it } from "vitest";
import { couponSchema, expiryInstant } from "@/lib/validation/coupon";

const valid = { code: "spring20", discountType: "fixed", discountValue: "12.50", minOrderAmount: "40", maxUses: "", expiresAt: "2031-06-30" };

describe("the Create Coupon schema, shared by the admin's form and the route", () => {
  it("takes dollars as typed and gives cents, the code in capitals, an empty maximum as unlimited", () => {
    expect(couponSchema.parse(valid)).toMatchObject({ code: "SPRING20", discountValue: 1250, minOrderAmount: 4000, maxUses: null, expiresAt: "2031-06-30" });
  });

  it("keeps a percentage as whole percent from 1 to 100", () => {
    expect(couponSchema.parse({ ...valid, discountType: "percentage", discountValue: "15" }).discountValue).toBe(15);
    const refused = couponSchema.safeParse({ ...valid, discountType: "percentage", discountValue: "0" });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ["discountValue"], message: "A percentage discount is a whole number from 1 to 100." })]);
  });

  it.each([
    [{ code: "ab" }, "code", "Coupon codes are 3 to 32 characters."],
    [{ discountValue: "12.505" }, "discountValue", "A fixed discount is an amount in dollars, like 10 or 12.50."],
    [{ minOrderAmount: "forty" }, "minOrderAmount", "Minimum order must be an amount in dollars, like 25 or 25.50."],
    [{ maxUses: "2.5" }, "maxUses", "Maximum uses must be a whole number of at least 1, or empty for unlimited."],
    [{ expiresAt: "2031-02-30" }, "expiresAt", "Expiry must be a date, or empty for none."],
  ])("refuses %j under its field", (change, field, message) => {
    const refused = couponSchema.safeParse({ ...valid, ...change });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});

describe("a coupon's expiry", () => {
  it("ends a day at midnight on the store's clock, and keeps a full timestamp as sent", () => {
    expect(expiryInstant("2031-06-30", "America/New_York")).toEqual(new Date("2031-07-01T03:59:59.999Z"));
    expect(expiryInstant("2031-06-30T12:00:00Z", "America/New_York")).toEqual(new Date("2031-06-30T12:00:00Z"));
  });
});
