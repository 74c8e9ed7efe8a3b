import { requireAdmin } from "@/lib/auth/admin-guard";
import { apiHandler } from "@/lib/http/api";
import { adminDownload } from "@/lib/uploads/download";

/**
 * A quote's artwork, for the admin only, always as a download (never rendered inline): on S3 a
 * 303 to a presigned URL that lasts two minutes, on disk the bytes.
 */
export const GET = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  await requireAdmin(request);
  const download = await adminDownload((await params).id);
  if ("redirectTo" in download) {
    return new Response(null, {
      status: 303,
      headers: { Location: download.redirectTo, "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" },
    });
  }
  return new Response(download.bytes, { headers: { ...download.headers, "Cache-Control": "private, no-store" } });
});
