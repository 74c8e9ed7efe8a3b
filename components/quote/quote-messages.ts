import { ALLOWED_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES } from "@/lib/uploads/limits";

/** The alert after a quote request was stored (docs/product.md#messages). */
export const QUOTE_SUCCESS_MESSAGE = "Quote request submitted successfully! We'll contact you within 24 hours with pricing and next steps.";

/** The message used when the server gave no readable reason (docs/product.md#messages). */
export const QUOTE_FALLBACK_ERROR = "Failed to submit quote request";

/** The alert after a failed quote request (docs/product.md#messages). */
export function quoteFailureMessage(message: string, supportEmail: string): string {
  // The reason ends with exactly one mark: its own question or exclamation mark, else a full stop
  // (the server's sentences bring their own, which must not double up into "?." or "..").
  const text = message.trim();
  const reason = text.replace(/[.!?]+$/, "");
  const marks = text.slice(reason.length);
  const mark = marks.includes("?") ? "?" : marks.includes("!") ? "!" : ".";
  return `There was an error submitting your quote request: ${reason}${mark} Please try again or contact us directly at ${supportEmail}`;
}

/** The note put into Special Requests when the visitor came from a product's Get Quote (docs/product.md#quote-request-form). */
export function interestNote(productTitle: string): string {
  return `I'm interested in ${productTitle}.`;
}

export const UPLOAD_HINT = "PNG, JPG, PDF, AI or EPS, up to 10MB each";
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.join(",");

/** The browser's quick check before a file is sent; the server checks the content again. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!ALLOWED_UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return "This file type isn't accepted. Use a PNG, JPG, PDF, AI or EPS file.";
  }
  if (file.size > MAX_UPLOAD_BYTES) return "This file is larger than 10MB. Use a smaller file.";
  return null;
}
