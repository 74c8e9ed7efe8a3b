import { NextResponse } from "next/server";
import { ApiError, apiHandler } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { storeUploads } from "@/lib/uploads";
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from "@/lib/uploads/limits";

// Room for the multipart boundaries and headers around the files themselves.
const MAX_REQUEST_BYTES = MAX_FILES_PER_REQUEST * MAX_UPLOAD_BYTES + 64 * 1024;

/** Artwork for a quote request (multipart/form-data, field "files"). */
export const POST = apiHandler(async (request) => {
  const uploader = clientIp(request);
  await enforceRateLimit(RATE_LIMITS.upload, uploader);
  if (!(request.headers.get("content-type") ?? "").includes("multipart/form-data")) {
    throw new ApiError(415, "Send files as multipart/form-data in a field named \"files\".");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES) {
    throw new ApiError(413, "That upload is too large. Each file may be up to 10 MB.");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, "The upload could not be read. Please try again.");
  }
  const files = form.getAll("files").filter((entry): entry is File => typeof entry !== "string");
  if (files.length === 0) throw new ApiError(400, "Choose at least one file to upload.");
  if (files.length > MAX_FILES_PER_REQUEST) throw new ApiError(400, `Upload at most ${MAX_FILES_PER_REQUEST} files at a time.`);
  return NextResponse.json({ files: await storeUploads(files, uploader) }, { status: 201 });
});
