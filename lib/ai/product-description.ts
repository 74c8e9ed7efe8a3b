import "server-only";
import type { DescriptionRequest } from "@/lib/validation/product-description";
import { callAiFor, type AiCaller } from "./caller";
import { aiProvider } from "./index";

/** docs/api.md#post-apiaiproduct-description: all a caller learns when a description cannot be written. */
const DESCRIPTION_FAILED = "Failed to generate product description";

/** A few sentences about a merchandise product, from the configured provider. */
export async function productDescription(request: DescriptionRequest, caller: AiCaller): Promise<string> {
  return callAiFor(caller, DESCRIPTION_FAILED, () => aiProvider().describeProduct(request));
}
