/**
 * Whether this process is shutting down: set by the SIGTERM handler (markDraining), read by
 * /api/ready so a load balancer stops sending new requests while in-flight ones finish.
 *
 * Kept on globalThis, not in a module variable: the server that handles the signal and the
 * bundled route handlers load their own copies of this module, and they must share one flag.
 */
const DRAINING = Symbol.for("viralize.draining");

const state = globalThis as unknown as { [DRAINING]?: boolean };

/** From now on, readiness answers 503: this process takes no new work. */
export function markDraining(): void {
  state[DRAINING] = true;
}

export function isDraining(): boolean {
  return state[DRAINING] === true;
}
