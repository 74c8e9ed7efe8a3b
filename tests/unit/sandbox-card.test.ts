import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sandboxCardSchema } from "@/lib/validation/sandbox-payment";

const GOOD = { number: "4242 4242 4242 4242", expiry: "06/30", cvc: "123" };
const firstError = (card: Record<string, string>) => sandboxCardSchema.safeParse(card).error?.issues[0]?.message;

describe("the TEST MODE card, as the form and the route check it", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2030-06-15T12:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("takes the test card as typed, spaces and dashes included, and gives its digits", () => {
    expect(sandboxCardSchema.parse(GOOD)).toEqual({ number: "4242424242424242", expiry: "06/30", cvc: "123" });
    expect(sandboxCardSchema.parse({ ...GOOD, number: "4000-0000-0000-0002" }).number).toBe("4000000000000002");
  });

  it.each([
    ["an empty number", { number: "" }, "Enter your card number."],
    ["a short number", { number: "4242 4242" }, "Your card number is incomplete."],
    ["a number with one digit wrong (Luhn)", { number: "4242 4242 4242 4241" }, "Your card number is invalid."],
    ["an empty expiry", { expiry: "" }, "Enter your card's expiration date."],
    ["month 13", { expiry: "13/30" }, "Enter the expiration date as MM/YY."],
    ["last month", { expiry: "05/30" }, "Your card's expiration date is in the past."],
    ["an empty CVC", { cvc: "" }, "Enter your card's security code."],
    ["a 2-digit CVC", { cvc: "12" }, "Your card's security code is incomplete."],
  ])("refuses %s", (_, change, sentence) => {
    expect(firstError({ ...GOOD, ...change })).toBe(sentence);
  });

  it("takes a card through the last day of its expiry month", () => {
    expect(firstError(GOOD)).toBeUndefined();
    vi.setSystemTime(new Date("2030-06-30T23:59:59Z"));
    expect(firstError(GOOD)).toBeUndefined();
    vi.setSystemTime(new Date("2030-07-01T00:00:00Z"));
    expect(firstError(GOOD)).toBe("Your card's expiration date is in the past.");
  });
});
