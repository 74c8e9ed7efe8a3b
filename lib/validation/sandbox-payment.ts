import { z } from "@/lib/validation/zod";

/** POST /api/payments/sandbox/confirm: the TEST MODE card form's payment. */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string({ error: "clientSecret is required." }).min(10).max(200),
  card: z.object({ number: z.string().max(30), expiry: z.string().max(10), cvc: z.string().max(8) }, { error: "Enter your card details." }),
});
