/** The header that carries a request's id, in and out (the proxy sets it on every request). */
export const REQUEST_ID_HEADER = "x-request-id";

// What an upstream proxy or load balancer may hand us: a short token, nothing that could break a
// log line or a header.
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The id of a request for its log lines and its answer: the incoming `x-request-id` when it is a
 * sane token (at most 128 of A-Z a-z 0-9 . _ -, as a load balancer or the proxy set it), else a
 * fresh random UUID. Works in any runtime (Web Crypto).
 */
export function requestId(request: Request): string {
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  return incoming !== null && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}
