import { Conflict } from "@/lib/errors";

/**
 * Stripe's idempotency error, as both gateways answer it: the key was used before for another
 * request (another call, or other parameters), so nothing was done.
 */
export const keyUsedForAnotherRequest = () => new Conflict("The payment provider refused the request: its idempotency key was used for another request.");
