import { z } from "@/lib/validation/zod";

/** POST /api/admin/jobs/{id}/retry { name }: the queue the failed job belongs to. */
export const retryJobSchema = z.object({ name: z.string({ error: "name (the job's queue) is required." }).trim().min(1).max(100) });

export const jobIdSchema = z.uuid({ error: "That is not a job id." });
