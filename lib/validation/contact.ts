import { oneOf, z } from "@/lib/validation/zod";
import { CONTACT_HONEYPOT_FIELD, TRADE_TYPES } from "./contact-fields";

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters.`);

/** POST /api/contact-inquiries: the contact form, validated the same way in the browser and on the server. */
export const contactInquirySchema = z.object({
  firstName: requiredText("Enter your first name.", 100),
  lastName: requiredText("Enter your last name.", 100),
  businessName: requiredText("Enter your business name.", 200),
  email: z.email({ error: "Enter a valid email address." }).max(254, "Keep this under 254 characters."),
  phone: z
    .string({ error: "Enter a phone number we can call." })
    .trim()
    .regex(/^[0-9+().\-\s]{7,25}$/, "Enter a phone number we can call."),
  tradeType: z.enum(TRADE_TYPES, { error: "Choose your trade." }),
  message: z
    .string({ error: "Tell us a little about your business." })
    .trim()
    .min(10, "Tell us a little about your business (10 characters or more).")
    .max(5000, "Keep your message under 5,000 characters."),
});

export type ContactInquiryInput = z.infer<typeof contactInquirySchema>;

/** What the form posts: the inquiry plus the hidden field only bots fill in. */
export const contactSubmissionSchema = contactInquirySchema.extend({ [CONTACT_HONEYPOT_FIELD]: z.string().max(1000).optional() });
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** Where a lead is, as the team marks it on the Contacts tab. */
export const CONTACT_STATUSES = ["new", "called_back", "won", "lost"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: "New", called_back: "Called back", won: "Won", lost: "Lost" };

/** GET /api/contact-inquiries?status=: the admin's list filtered to one status. */
export const contactFiltersSchema = z.object({ status: oneOf(CONTACT_STATUSES, "Status").optional() });

/** PATCH /api/admin/contact-inquiries/{id}: the lead's status, the team's note on it (empty removes it), or both. */
export const contactUpdateSchema = z
  .object({
    status: oneOf(CONTACT_STATUSES, "Status").optional(),
    note: z.string({ error: "The note must be text." }).trim().max(2000, "Keep the note under 2,000 characters.").optional(),
  })
  .refine((update) => update.status !== undefined || update.note !== undefined, { message: "Send a status, a note or both." });
export type ContactUpdate = z.output<typeof contactUpdateSchema>;
