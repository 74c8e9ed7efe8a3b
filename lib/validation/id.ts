import { MAX_DB_INT } from "@/lib/db/limits";
import { z } from "@/lib/validation/zod";

/** A numeric id from a route segment ("42"): digits only, at most `max`; else "<What> id must be a positive whole number." */
export function numericIdSchema(what: string, max = MAX_DB_INT) {
  const message = `${what} id must be a positive whole number.`;
  return z
    .string()
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id <= max, message);
}

/** A merchandise product's id: Printful's sync product ids run to 12 digits (the offline catalogue's fit in an integer). */
export const productIdSchema = numericIdSchema("Product", 999_999_999_999);
