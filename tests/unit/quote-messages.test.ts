import { describe, expect, it } from "vitest";
import { formatFileSize, quoteFailureMessage } from "@/components/quote/quote-messages";

describe("the quote form's messages", () => {
  it("end the server's reason with exactly one full stop", () => {
    const expected = "There was an error submitting your quote request: Enter a valid email address. Please try again or contact us directly at team@viralize.test";
    expect(quoteFailureMessage("Enter a valid email address.", "team@viralize.test")).toBe(expected);
    expect(quoteFailureMessage("Enter a valid email address", "team@viralize.test")).toBe(expected);
  });

  it("show small files in bytes and larger ones in KB or MB", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(2048)).toBe("2.0 KB");
    expect(formatFileSize(3 * 1024 * 1024)).toBe("3.0 MB");
  });
});
