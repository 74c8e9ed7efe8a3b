import { NextResponse } from "next/server";
import { productDescription } from "@/lib/ai/product-description";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { requestId } from "@/lib/http/request-id";
import { productDescriptionSchema } from "@/lib/validation/product-description";

/** `{ description }` for a merchandise product (docs/api.md#post-apiaiproduct-description). */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, productDescriptionSchema);
  return NextResponse.json({ description: await productDescription(input, { clientIp: clientIp(request), requestId: requestId(request) }) });
});
