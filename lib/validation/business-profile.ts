import { addressFields } from "@/lib/validation/checkout";
import { planBusinessSchema } from "@/lib/validation/plan";
import { z } from "@/lib/validation/zod";

const optionalText = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`).optional().default("");
const ADDRESS_KEYS = ["address", "address2", "city", "state", "zip"] as const;

/** An address left blank in every field is no address; one started must be complete. */
const noBlankAddress = (value: unknown) =>
  value && typeof value === "object" && ADDRESS_KEYS.every((key) => !String((value as Record<string, unknown>)[key] ?? "").trim()) ? null : value;

/**
 * The account's business as /account edits it: the plan's business fields (only the name
 * required), a street address, and the logo: a new upload's id, null to remove it, absent to keep it.
 */
export const businessProfileSchema = z.object(
  {
    businessName: planBusinessSchema.shape.businessName,
    trade: optionalText(100),
    phone: z.union([z.literal(""), planBusinessSchema.shape.phone]).optional().default(""),
    serviceArea: optionalText(200),
    website: optionalText(200),
    address: z.preprocess(noBlankAddress, z.object(addressFields, { error: "Enter the business's street address." }).nullable()).optional().default(null),
    logoUploadId: z.string().min(1).max(40).nullable().optional(),
  },
  { error: "Tell us about your business." },
);

export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfileUpdate = z.output<typeof businessProfileSchema>;
