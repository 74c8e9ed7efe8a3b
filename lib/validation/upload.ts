import { z } from "@/lib/validation/zod";

/** POST /api/uploads/intents: the file the browser is about to upload (checked again once it has arrived). */
export const uploadIntentSchema = z.object({
  name: z.string({ error: "Give the file's name." }).min(1, "Give the file's name.").max(1000, "The file's name is too long. Rename it and try again."),
  size: z
    .number({ error: "Give the file's size in bytes." })
    .int("Give the file's size in whole bytes.")
    .min(0, "Give the file's size in bytes.")
    .max(Number.MAX_SAFE_INTEGER, "Give the file's size in bytes."),
  // What the browser thinks the file is; informative only: the extension and the bytes decide.
  contentType: z.string().max(255).optional(),
});

export type UploadIntentInput = z.output<typeof uploadIntentSchema>;
