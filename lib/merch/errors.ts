import "server-only";
import { ApiError } from "@/lib/http/api";

/** The catalogue cannot be reached: a 503 with a sentence for people; the detail goes to the log. */
export class MerchUnavailableError extends ApiError {
  constructor(readonly detail: string) {
    super(503, "Our merchandise store is unavailable right now. Please try again in a few minutes.", { "Retry-After": "60" });
    this.name = "MerchUnavailableError";
    console.error(`Merchandise provider: ${detail}`);
  }
}
