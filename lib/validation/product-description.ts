import { z } from "@/lib/validation/zod";

const text = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} is at most 200 characters.`);

/** POST /api/ai/product-description (docs/api.md#post-apiaiproduct-description). */
export const productDescriptionSchema = z.object({
  productName: text("productName"),
  productType: text("productType"),
  targetAudience: text("targetAudience"),
  businessType: text("businessType"),
});

export type DescriptionRequest = z.output<typeof productDescriptionSchema>;
