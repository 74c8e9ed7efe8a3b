import "server-only";
import { UpstreamError, type UpstreamFailure } from "@/lib/http/upstream";

/** The catalogue cannot be reached: a 502/503/504 with a sentence for people; the detail goes to the log. */
export class MerchUnavailableError extends UpstreamError {
  constructor(failure: UpstreamFailure, detail: string) {
    super(failure, "Our merchandise store is unavailable right now. Please try again in a few minutes.", `Merchandise provider: ${detail}`);
    this.name = "MerchUnavailableError";
  }
}
