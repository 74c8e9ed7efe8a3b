import { describe, expect, it } from "vitest";
import { prorationCents } from "@/lib/billing/proration";

const periodStart = new Date("2026-04-01T00:00:00Z");
const periodEnd = new Date("2026-05-01T00:00:00Z");
const day = (n: number) => new Date(periodStart.getTime() + n * 86_400_000);
const change = (fromAmount: number, toAmount: number, now: Date) => prorationCents({ fromAmount, toAmount, periodStart, periodEnd, now });

describe("proration of a plan change", () => {
  it("charges the whole difference at the start of the month", () => {
    expect(change(9700, 49700, periodStart)).toBe(40000);
  });

  it("charges the difference for the days left: half a month in, half of it", () => {
    expect(change(4700, 9700, day(15))).toBe(2500);
  });

  it("credits a downgrade for the days left, as a negative amount", () => {
    expect(change(49700, 9700, day(15))).toBe(-20000);
  });

  it("rounds to the cent", () => {
    expect(change(4700, 9700, day(10))).toBe(Math.round((5000 * 20) / 30));
  });

  it("charges nothing at the very end of the month, or after it", () => {
    expect(change(4700, 49700, periodEnd)).toBe(0);
    expect(change(4700, 49700, day(45))).toBe(0);
  });

  it("never charges more than the full difference, even for a time before the period", () => {
    expect(change(4700, 9700, day(-3))).toBe(5000);
  });
});
