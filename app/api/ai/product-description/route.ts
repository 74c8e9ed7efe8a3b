import { NextResponse } from "next/server";
import { aiProvider } from "@/lib/ai";
import { ApiError, apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { requestId } from "@/lib/http/request-id";
import { areaLogger } from "@/lib/log";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { productDescriptionSchema } from "@/lib/validation/product-description";

export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.ai, clientIp(request));
  const input = await readJson(request, productDescriptionSchema);
  try {
    return NextResponse.json({ description: await aiProvider().describeProduct(input) });
  } catch (error) {
    // The daily AI budget's friendly 429 goes to the visitor as it is.
    if (error instanceof ApiError) throw error;
    areaLogger("ai").error({ requestId: requestId(request), reason: (error as Error).message }, "Product description failed");
    throw new ApiError(502, "Failed to generate product description");
  }
});
