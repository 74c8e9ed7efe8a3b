import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { completeUpload } from "@/lib/uploads/direct";

/** Step 3 of an upload straight to the bucket: the object is checked; answers { files: [info] } as POST /api/uploads does. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  return NextResponse.json({ files: [await completeUpload(id, clientIp(request))] });
});
