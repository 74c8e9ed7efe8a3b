/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = "x-request-id";

// What an upstream proxy or load balancer may hand us: a short token, nothing that could break a
// log line or a header.
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

// One id per request however often it is asked for: a handler's log lines, its error line and its answer agree.
const ids = new WeakMap<Request, string>();

/**
 * The id of a request for its log lines and its answer: the incoming `x-request-id` when it is a
 * sane token (at most 128 of A-Z a-z 0-9 . _ -, as a load balancer set it), else a fresh random
 * UUID, the same for the same request each time. Works in any runtime (Web Crypto).
 */
export function requestId(request: Request): string {
  let id = ids.get(request);
  if (id === undefined) {
    const incoming = request.headers.get(REQUEST_ID_HEADER);
    id = incoming !== null && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
    ids.set(request, id);
  }
  return id;
}
