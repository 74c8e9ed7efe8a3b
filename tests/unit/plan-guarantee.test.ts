import { describe, expect, it } from "vitest";
import { guaranteeEndsAt, withinGuarantee } from "@/lib/billing/guarantee";

const firstPaid = new Date("2026-03-01T15:30:00Z");
const after = (ms: number) => new Date(firstPaid.getTime() + ms);
const DAY = 86_400_000;

describe("the 30-day money-back guarantee", () => {
  it.each([
    ["the moment of the first payment", 0, true],
    ["29 days later", 29 * DAY, true],
    ["exactly 30 days later", 30 * DAY, true],
    ["one second past 30 days", 30 * DAY + 1000, false],
    ["31 days later", 31 * DAY, false],
  ])("%s: covered = %s", (_when, elapsed, covered) => {
    expect(withinGuarantee(firstPaid, after(elapsed))).toBe(covered);
  });

  it("covers nothing before a first payment", () => {
    expect(withinGuarantee(null, firstPaid)).toBe(false);
  });

  it("ends 30 days after the first payment, to the second", () => {
    expect(guaranteeEndsAt(firstPaid).toISOString()).toBe("2026-03-31T15:30:00.000Z");
  });
});
