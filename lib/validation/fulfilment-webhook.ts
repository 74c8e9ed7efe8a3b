import { z } from "@/lib/validation/zod";

/** The part of a Printful webhook we read: its type and the order's external id (order-<our id>). */
export const printfulWebhookSchema = z.object(
  {
    type: z.string({ error: "The webhook has no type." }).max(100),
    data: z.object({ order: z.object({ external_id: z.string().max(100).nullish() }).nullish() }).nullish(),
  },
  { error: "The request body is not a Printful webhook." },
);
export type PrintfulWebhook = z.output<typeof printfulWebhookSchema>;
