import "server-only";
import type { DescriptionRequest } from "@/lib/validation/product-description";
import { guardAiCall } from "./guard";
import { aiProvider } from "./index";

/** SPEC §8: all a caller learns when a description cannot be written. */
export const DESCRIPTION_FAILED = "Failed to generate product description";

/** A few sentences about a merchandise product, from the configured provider. */
export function productDescription(request: DescriptionRequest, requestId: string): Promise<string> {
  return guardAiCall(() => aiProvider().describeProduct(request), { failure: DESCRIPTION_FAILED, requestId });
}
