import { z } from "@/lib/validation/zod";
import { PRINT_PRODUCTS, type PrintProductId } from "@/lib/content/print-products";
import { CORNER_OPTIONS, DESIGN_OPTIONS, FINISH_OPTIONS, PAPER_OPTIONS, QUANTITY_OPTIONS } from "./quote-fields";

const productIds = PRINT_PRODUCTS.map((p) => p.id) as [PrintProductId, ...PrintProductId[]];
const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`).optional().default("");

/** POST /api/quote-request (docs/api.md#post-apiquote-request): the request plus the ids of files uploaded through /api/uploads (and of the saved logo). */
export const quoteRequestSchema = z.object({
  product: z.enum(productIds, { error: "Choose a product." }),
  paper: z.enum(values(PAPER_OPTIONS), { error: "Choose a paper quality." }),
  finish: z.enum(values(FINISH_OPTIONS), { error: "Choose a finish." }),
  corners: z.enum(values(CORNER_OPTIONS), { error: "Choose a corner style." }),
  // The form holds the chosen quantity as its tile's text; JSON callers send a number.
  quantity: z.coerce
    .number<string | number>({ error: "Choose a quantity." })
    .refine((n) => (QUANTITY_OPTIONS as readonly number[]).includes(n), "Choose one of the listed quantities."),
  designOption: z.enum(values(DESIGN_OPTIONS), { error: "Choose a design option." }),
  uploadedFiles: z.array(z.string().max(255)).max(10, "Attach at most 10 files.").default([]),
  uploadIds: z.array(z.string().min(1).max(40)).max(10, "Attach at most 10 files.").default([]),
  // The logo saved on the signed-in account, sent along instead of a new upload.
  savedLogoId: z.string().min(1).max(40).optional(),
  businessInfo: z.object(
    {
      businessName: required("Enter your business name."),
      contactPerson: required("Enter a contact person."),
      phone: z
        .string({ error: "Enter a phone number." })
        .trim()
        .regex(/^[0-9+().\-\s]{7,25}$/, "Enter a phone number we can call."),
      email: z.email({ error: "Enter a valid email address." }).max(254),
      address: optionalText(300),
      website: optionalText(300),
      services: optionalText(1000),
      specialRequests: optionalText(5000),
    },
    { error: "Business information is missing." },
  ),
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
