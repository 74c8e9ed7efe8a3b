import { describe, expect, it } from "vitest";
import { netOf } from "@/lib/ledger/record";
import { disputeIsOpen, paymentStateOf } from "@/lib/orders/payment-state";

const order = (refundedAmount: number, disputeStatus: string | null = null) => ({ total: 5000, refundedAmount, disputeStatus });

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

describe("a movement's effect on revenue", () => {
  it.each([
    ["capture", 5000],
    ["charge", 5000],
    ["refund", -5000],
    ["dispute_lost", -5000],
    ["dispute_opened", 0],
    ["dispute_won", 0],
  ] as const)("a %s of $50.00 adds %i cents", (kind, net) => {
    expect(netOf(kind, 5000)).toBe(net);
  });
});
