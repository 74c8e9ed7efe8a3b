import { describe, expect, it } from "vitest";
import { disputeIsOpen, netRevenueOf, paymentStateOf } from "@/lib/orders/payment-state";

const order = (refundedAmount: number, disputeStatus: string | null = null, status = "pending", disputedAmount = 0) => ({ total: 5000, refundedAmount, disputeStatus, status, disputedAmount });

describe("an order's payment state", () => {
  it.each([
    [0, null, "paid"],
    [1, null, "partially_refunded"],
    [4999, null, "partially_refunded"],
    [5000, null, "refunded"],
    [0, "needs_response", "disputed"],
    [0, "under_review", "disputed"],
    [0, "warning_needs_response", "disputed"],
    [0, "lost", "disputed"],
    [0, "won", "paid"],
    [2000, "won", "partially_refunded"],
  ])("refunded %i with dispute %s is %s", (refunded, dispute, state) => {
    expect(paymentStateOf(order(refunded, dispute))).toBe(state);
  });

  it("tells open disputes from closed ones", () => {
    expect(disputeIsOpen("needs_response")).toBe(true);
    expect(disputeIsOpen("won")).toBe(false);
    expect(disputeIsOpen("lost")).toBe(false);
    expect(disputeIsOpen(null)).toBe(false);
  });
});

describe("an order's net revenue", () => {
  it("is the total less refunds", () => {
    expect(netRevenueOf(order(0))).toBe(5000);
    expect(netRevenueOf(order(1250))).toBe(3750);
    expect(netRevenueOf(order(5000))).toBe(0);
  });

  it("counts nothing for a cancelled order, even one not refunded yet", () => {
    expect(netRevenueOf(order(0, null, "cancelled"))).toBe(0);
  });

  it("loses a lost dispute's amount, not a won one's", () => {
    expect(netRevenueOf(order(0, "lost", "delivered", 5000))).toBe(0);
    expect(netRevenueOf(order(0, "won", "delivered", 5000))).toBe(5000);
  });
});
