import "server-only";
import type { DescriptionRequest } from "@/lib/validation/product-description";
import { limitAiCalls, type AiCaller } from "./caller";
import { guardAiCall } from "./guard";
import { aiProvider } from "./index";

/** SPEC §8: all a caller learns when a description cannot be written. */
export const DESCRIPTION_FAILED = "Failed to generate product description";

/** A few sentences about a merchandise product, from the configured provider. */
export async function productDescription(request: DescriptionRequest, caller: AiCaller): Promise<string> {
  await limitAiCalls(caller);
  return guardAiCall(() => aiProvider().describeProduct(request), { failure: DESCRIPTION_FAILED, requestId: caller.requestId });
}
