import "server-only";
import { areaLogger } from "@/lib/log";
import { ApiError } from "./api";

/** How a call to an outside service went wrong: it answered with an error, could not be reached (or asked us to slow down), or did not answer in time. */
export type UpstreamFailure = "error" | "unavailable" | "timeout";

const STATUS: Record<UpstreamFailure, number> = { error: 502, unavailable: 503, timeout: 504 };

/**
 * An outside service (Stripe, Printful, OpenAI) failed: answered 502, 503 (with Retry-After) or
 * 504 as the failure was, with a sentence for people; the detail goes to the log, once.
 */
export class UpstreamError extends ApiError {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    readonly detail: string,
  ) {
    super(STATUS[failure], message, failure === "unavailable" ? { "Retry-After": "30" } : {});
    this.name = "UpstreamError";
    areaLogger("http").error({ failure, status: this.status, detail }, "An outside service failed");
  }
}
