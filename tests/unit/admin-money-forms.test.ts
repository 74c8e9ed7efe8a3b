import { describe, expect, it } from "vitest";
import { couponSchema } from "@/lib/validation/coupon";
import { refundFormSchema } from "@/lib/validation/refund";
import { priceQuoteFormSchema } from "@/lib/validation/print-quote";

const valid = { code: "spring20", discountType: "fixed", discountValue: "12.50", minOrderAmount: "40", maxUses: "", expiresAt: "2031-06-30" };

describe("the Create Coupon schema, shared by the admin's form and the route", () => {
  it("takes dollars as typed and gives cents, the code in capitals, an empty maximum as unlimited", () => {
    expect(couponSchema.parse(valid)).toMatchObject({ code: "SPRING20", discountValue: 1250, minOrderAmount: 4000, maxUses: null, expiresAt: "2031-06-30" });
  });

  it("keeps a percentage as whole percent from 1 to 100", () => {
    expect(couponSchema.parse({ ...valid, discountType: "percentage", discountValue: "15" }).discountValue).toBe(15);
    const refused = couponSchema.safeParse({ ...valid, discountType: "percentage", discountValue: "0" });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ["discountValue"], message: "A percentage discount is a whole number from 1 to 100." }),
    ]);
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

describe("the Refund dialog's schema", () => {
  const refund = refundFormSchema(4998);
  const typed = { reason: "One shirt arrived with a misprint", requestKey: "refund-key-1" };

  it("sends a partial amount in cents, and everything left as no amount", () => {
    expect(refund.parse({ ...typed, amount: "$12.50" })).toEqual({ ...typed, amount: 1250 });
    expect(refund.parse({ ...typed, amount: "49.98" })).toEqual(typed);
  });

  it.each([
    ["0", "Enter an amount in dollars, like 12.50."],
    ["12.505", "Enter an amount in dollars, like 12.50."],
    ["50", "At most $49.98 is left to refund."],
  ])("refuses %s", (amount, message) => {
    expect(refund.safeParse({ ...typed, amount }).error?.issues).toEqual([expect.objectContaining({ path: ["amount"], message })]);
  });
});

describe("the quote price form's schema", () => {
  it("turns each line's typed quantity and dollars into the route's numbers and cents", () => {
    const priced = priceQuoteFormSchema.parse({
      items: [
        { description: "500 business cards", quantity: "500", amount: "89" },
        { description: "Logo clean-up", quantity: "1", amount: "25.50" },
      ],
      note: "  ",
    });
    expect(priced).toEqual({
      items: [
        { description: "500 business cards", quantity: 500, amount: 8900 },
        { description: "Logo clean-up", quantity: 1, amount: 2550 },
      ],
    });
  });

  it("applies the route's rules too, each under its line", () => {
    const refused = priceQuoteFormSchema.safeParse({ items: [{ description: "Cards", quantity: "2.5", amount: "ten" }], note: "" });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["items", 0, "quantity"], "Each line's quantity must be a whole number."],
      [["items", 0, "amount"], "Enter the line's amount in dollars, like 89.00."],
    ]);
    const tooMuch = priceQuoteFormSchema.safeParse({ items: [{ description: "Wrap a fleet", quantity: "1", amount: "50000.01" }], note: "" });
    expect(tooMuch.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["items", 0, "amount"], "A line can be at most $50,000.00."],
      [["items"], "A quote can be at most $50,000.00. Split larger jobs into several quotes."],
    ]);
  });
});
