import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { retryFailedJob } from "@/lib/jobs/admin-queues";
import { apiHandler, parseWith, readJson } from "@/lib/http/api";
import { jobIdSchema, retryJobSchema } from "@/lib/validation/job";

/** POST /api/admin/jobs/{id}/retry { name }: a failed job gets another round of attempts. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = parseWith(jobIdSchema, (await params).id);
  const { name } = await readJson(request, retryJobSchema);
  await retryFailedJob(admin, name, id);
  return NextResponse.json({ queued: true }, { status: 202 });
});
