import { NextResponse } from "next/server";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { createUploadIntent } from "@/lib/uploads/direct";
import { uploadIntentSchema } from "@/lib/validation/upload";

/**
 * Step 1 of an upload straight to the bucket: JSON { name, size, contentType } in, a presigned PUT
 * out (201 { mode: "direct", id, method, url, headers, expiresAt }); 200 { mode: "form" } when
 * files are kept on disk, and the browser posts them to /api/uploads instead.
 */
export const POST = apiHandler(async (request) => {
  const intent = await createUploadIntent(await readJson(request, uploadIntentSchema), clientIp(request));
  return NextResponse.json(intent, { status: intent.mode === "direct" ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});
