import { describe, expect, it } from "vitest";
import { quoteFailureMessage } from "@/components/quote/quote-messages";

describe("the quote form's messages", () => {
  it("end the server's reason with exactly one full stop", () => {
    const expected = "There was an error submitting your quote request: Enter a valid email address. Please try again or contact us directly at team@viralize.test";
    expect(quoteFailureMessage("Enter a valid email address.", "team@viralize.test")).toBe(expected);
    expect(quoteFailureMessage("Enter a valid email address", "team@viralize.test")).toBe(expected);
  });
});
