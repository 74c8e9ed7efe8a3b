/** What the quote form needs besides its schema, kept apart so the form can render without zod. */

/** The quote form's options (docs/api.md#post-apiquote-request). */
export const PAPER_OPTIONS = [
  { value: "basic", label: "Basic (80-120gsm)" },
  { value: "premium", label: "Premium (216-270gsm)" },
  { value: "deluxe", label: "Deluxe (300-350gsm)" },
] as const;
export const FINISH_OPTIONS = [
  { value: "matte", label: "Matte" },
  { value: "gloss", label: "Gloss" },
  { value: "uncoated", label: "Uncoated" },
] as const;
export const CORNER_OPTIONS = [
  { value: "square", label: "Square" },
  { value: "rounded", label: "Rounded" },
] as const;
export const QUANTITY_OPTIONS = [100, 250, 500, 1000, 2500, 5000] as const;
export const DESIGN_OPTIONS = [
  { value: "template", label: "Use one of our templates" },
  { value: "upload", label: "Upload my own design" },
] as const;

/** What the form resets to after a successful request (docs/product.md#quote-request-form). */
export const QUOTE_DEFAULTS = { paper: "premium", finish: "matte", corners: "square", quantity: 500, designOption: "template" } as const;
