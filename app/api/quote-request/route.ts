import { NextResponse } from "next/server";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError, apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { sendEmail } from "@/lib/mail";
import { quoteRequestEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { quoteRequestSchema } from "@/lib/validation/quote";

/** A print quote request from /customize-order: stored with its uploaded files, then emailed to the team. */
export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.quote, clientIp(request));
  const quote = await readJson(request, quoteRequestSchema);
  const uploadIds = [...new Set(quote.uploadIds)];

  const { saved, files } = await prisma.$transaction(async (tx) => {
    // A direct upload still pending (its object not yet checked) counts as not found.
    const files = await tx.uploadedFile.findMany({ where: { id: { in: uploadIds }, quoteRequestId: null, pending: false }, select: { id: true, originalName: true } });
    if (files.length !== uploadIds.length) {
      throw new ApiError(400, "One of the attached files was not found. Remove it and upload it again.");
    }
    const { businessInfo, ...options } = quote;
    const saved = await tx.quoteRequest.create({
      data: {
        product: options.product,
        paper: options.paper,
        finish: options.finish,
        corners: options.corners,
        quantity: options.quantity,
        designOption: options.designOption,
        ...businessInfo,
        files: { connect: files.map((file) => ({ id: file.id })) },
      },
    });
    return { saved, files };
  });

  await sendEmail(quoteRequestEmail(env().TEAM_EMAIL, { ...quote, id: saved.id }, files));
  return NextResponse.json({ id: saved.id }, { status: 201 });
});
