import { describe, expect, it } from "vitest";
import { PRICING_PLANS, planById } from "@/lib/content/plans";
import { formatCents } from "@/lib/money";

describe("the plan table", () => {
  it("prices each plan in whole cents, shown as the monthly prices the home page has always listed", () => {
    expect(PRICING_PLANS.map(({ id, priceCents }) => ({ id, priceCents }))).toEqual([
      { id: "basic", priceCents: 4700 },
      { id: "professional", priceCents: 9700 },
      { id: "premium", priceCents: 49700 },
    ]);
    expect(PRICING_PLANS.map((plan) => formatCents(plan.priceCents))).toEqual(["$47.00", "$97.00", "$497.00"]);
  });

  it("finds a plan by its id, and nothing for another", () => {
    expect(planById("professional")?.priceCents).toBe(9700);
    expect(planById("enterprise")).toBeUndefined();
  });
});
