import { addressFields } from "@/lib/validation/checkout";
import { planBusinessSchema } from "@/lib/validation/plan";
import { z } from "@/lib/validation/zod";

const optionalText = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`).optional().default("");

/** The address as typed: any field may be blank. */
const typedAddress = z.object({
  address: z.string().optional().default(""),
  address2: z.string().optional().default(""),
  city: z.string().optional().default(""),
  state: z.string().optional().default(""),
  zip: z.string().optional().default(""),
});

const completeAddress = z.object(addressFields);

/** An address left blank in every field is no address; one begun must be complete. */
const businessAddress = typedAddress
  .transform((typed): z.input<typeof completeAddress> | null => (Object.values(typed).every((value) => !value.trim()) ? null : typed))
  .pipe(completeAddress.nullable());

/**
 * PUT /api/account/business-profile: the account's business as /account edits it: the plan's
 * business fields (only the name required), a street address, and the logo: a new upload's id,
 * null to remove it, absent to keep it.
 */
export const businessProfileSchema = z.object(
  {
    businessName: planBusinessSchema.shape.businessName,
    trade: optionalText(100),
    phone: z
      .union([z.literal(""), planBusinessSchema.shape.phone])
      .optional()
      .default(""),
    serviceArea: optionalText(200),
    website: optionalText(200),
    address: businessAddress.nullable().optional().default(null),
    logoUploadId: z.string().min(1).max(40).nullable().optional(),
  },
  { error: "Tell us about your business." },
);

/** The form on /account: the same fields, the logo uploaded on its own. */
export const businessProfileFormSchema = businessProfileSchema.omit({ logoUploadId: true });

export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfileUpdate = z.output<typeof businessProfileSchema>;
