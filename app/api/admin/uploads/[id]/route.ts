import { requireAdmin } from "@/lib/auth/admin-guard";
import { prisma } from "@/lib/db";
import { ApiError, apiHandler } from "@/lib/http/api";
import { uploadStorage } from "@/lib/uploads/storage";

/** A quote's artwork, for the admin only, always as a download (never rendered inline). */
export const GET = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  await requireAdmin(request);
  const { id } = await params;
  const file = /^[0-9a-f-]{36}$/.test(id) ? await prisma.uploadedFile.findUnique({ where: { id } }) : null;
  const bytes = file && (await uploadStorage().get(file.storageKey));
  if (!file || !bytes) throw new ApiError(404, "That file does not exist.");
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
