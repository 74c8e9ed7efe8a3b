import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CouponField } from "@/components/checkout/coupon-field";
import { seedCoupons } from "@/prisma/seed-data/coupons";

describe("the checkout's coupon box", () => {
  it("has a placeholder that names none of the shop's real codes", () => {
    const html = renderToStaticMarkup(
      createElement(CouponField, { appliedCode: null, error: null, busy: false, disabled: false, onApply: () => {}, onRemove: () => {} }),
    );
    const placeholder = /<input[^>]*\splaceholder="([^"]*)"/.exec(html)?.[1];
    expect(placeholder).toBeTruthy();
    expect(seedCoupons.length).toBeGreaterThan(0);
    for (const { code } of seedCoupons) expect(placeholder!.toUpperCase()).not.toContain(code);
  });
});
