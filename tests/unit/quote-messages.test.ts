import { describe, expect, it } from "vitest";
import { quoteFailureMessage } from "@/components/quote/quote-messages";

const SUPPORT = "team@viralize.test";
const alert = (reason: string) => `There was an error submitting your quote request: ${reason} Please try again or contact us directly at ${SUPPORT}`;

describe("the quote form's failure alert", () => {
  it("ends the server's reason with exactly one full stop", () => {
    expect(quoteFailureMessage("Enter a valid email address.", SUPPORT)).toBe(alert("Enter a valid email address."));
    expect(quoteFailureMessage("Enter a valid email address", SUPPORT)).toBe(alert("Enter a valid email address."));
    expect(quoteFailureMessage("Enter a valid email address...", SUPPORT)).toBe(alert("Enter a valid email address."));
  });

  it("keeps a reason's own question or exclamation mark, without a full stop after it", () => {
    expect(quoteFailureMessage("Is this file really a PNG?", SUPPORT)).toBe(alert("Is this file really a PNG?"));
    expect(quoteFailureMessage("Too many requests, slow down!", SUPPORT)).toBe(alert("Too many requests, slow down!"));
    expect(quoteFailureMessage("Are you sure?!", SUPPORT)).toBe(alert("Are you sure?"));
  });
});
