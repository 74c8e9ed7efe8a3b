import "server-only";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { env } from "@/lib/env";
import { MAX_UPLOAD_REQUEST_BYTES } from "@/lib/uploads/limits";
import { deploymentPolicy } from "./deployment-policy";
import { PROXIED_BODY_LIMIT } from "./proxy-body-limit";
import { FRONT_DOOR_HEADER, securityHeaders } from "./security-headers";

/** An answer the production server gives itself, before Next sees the request: JSON `{ error }`. */
export type Refusal = { status: number; error: string; headers?: Record<string, string> };

/**
 * What the production server (server.js, plain Node in front of Next) asks the app for each
 * request before Next sees it: which of its headers to hand on, what to refuse at once, and the
 * headers every answer carries. A host without server.js has its own edge in front, and the app's
 * own limits behind it.
 */
export type FrontDoor = {
  /** Makes a request's headers the ones Next may believe (admit, below). */
  admit(headers: IncomingHttpHeaders, socketAddress: string | undefined): void;
  refusal(request: Pick<IncomingMessage, "method" | "url" | "headers">): Refusal | null;
  /** Node's answer to a request it could not read (an unknown method, broken headers, too slow). */
  unreadable(code: string | undefined): Refusal;
  /**
   * The headers every answer carries, none of which depends on the request: the security headers
   * and the deployment's Content-Security-Policy (the proxy gives a page rendered per request its
   * nonce instead). Made once, at start.
   */
  headers: Record<string, string>;
};

// Where server.js waits for the front door (a function it resolves a promise with): it is
// outside the app's bundle, and Next runs instrumentation.ts in the background as it starts.
const FRONT_DOOR = Symbol.for("viralize.front-door");

/** Hands the front door to server.js, when it is the server waiting for one (not `next dev`, not a serverless host). */
export function registerFrontDoor(): void {
  const handOver = (globalThis as unknown as Record<symbol, unknown>)[FRONT_DOOR];
  if (typeof handOver !== "function") return;
  const config = env();
  const headers = Object.fromEntries(securityHeaders({ development: config.NODE_ENV === "development" }).map(({ key, value }) => [key, value]));
  const frontDoor: FrontDoor = {
    admit: (requestHeaders, socketAddress) => admit(requestHeaders, socketAddress, config.TRUST_PROXY_HOPS),
    refusal,
    unreadable,
    headers: { ...headers, "Content-Security-Policy": deploymentPolicy() },
  };
  handOver(frontDoor);
}

/**
 * The request's headers as Next may believe them: the X-Forwarded-* of the proxies in front
 * (trustForwarded), no Content-Security-Policy of the visitor's own (Next would put its nonce on
 * the scripts of a page it renders), and the mark that server.js gives the answer the headers
 * that don't depend on the request (FRONT_DOOR_HEADER: next.config.ts's and the proxy's then
 * leave it be).
 */
export function admit(headers: IncomingHttpHeaders, socketAddress: string | undefined, hops: number): void {
  trustForwarded(headers, socketAddress, hops);
  delete headers["content-security-policy"];
  delete headers["content-security-policy-report-only"];
  headers[FRONT_DOOR_HEADER] = "1";
}

/**
 * Leaves in `headers` only the X-Forwarded-* that the proxies in front (TRUST_PROXY_HOPS of them)
 * wrote. X-Forwarded-For keeps their entries, the rightmost `hops`, and gets the socket's address
 * last, as a proxy would add it (lib/http/client-ip.ts reads it from the right); with no proxy in
 * front the others (Proto, Host, Port...) and Forwarded are the visitor's own words and go.
 */
export function trustForwarded(headers: IncomingHttpHeaders, socketAddress: string | undefined, hops: number): void {
  const entries = [headers["x-forwarded-for"] ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  headers["x-forwarded-for"] = [...entries.slice(Math.max(0, entries.length - hops)), socketAddress ?? "unknown"].join(", ");
  if (hops > 0) return;
  for (const name of Object.keys(headers)) {
    if ((name.startsWith("x-forwarded-") && name !== "x-forwarded-for") || name === "forwarded") delete headers[name];
  }
}

// Every method a route or page here answers; Next answered others (TRACE) with a bare 500.
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
// Where the proxy may run (proxy.ts's matcher, without server.js's mark): the pages, every path
// outside /api/ and the build's assets. Behind server.js it runs on few of them, but no page reads
// a body, so all are held to the proxy's limit.
const OUTSIDE_PROXY = /^\/(api\/|_next\/static\/|_next\/image)/;
// The largest body any route reads: an upload's files together. Each route refuses more of its own.
const LARGEST_BODY = MAX_UPLOAD_REQUEST_BYTES;

const TOO_LARGE: Refusal = { status: 413, error: "The request is too large." };

/**
 * Why a request is answered before Next sees it, or null to hand it on:
 * - a method no route answers (405);
 * - a path whose %-escapes don't decode (400: Next answered them with a bare 500);
 * - a body that would be held before anything could refuse it: where the proxy may run, more than
 *   it is handed or one of unknown length (a page reads none); elsewhere, a declared length over the
 *   largest body any route reads (413). A route refuses more than its own cap as the body arrives.
 */
export function refusal({ method = "GET", url = "/", headers }: Pick<IncomingMessage, "method" | "url" | "headers">): Refusal | null {
  if (!METHODS.includes(method)) return { status: 405, error: `This address doesn't answer ${method} requests.`, headers: { Allow: METHODS.join(", ") } };
  const path = url.split("?")[0]!;
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, error: "This address has a broken %-escape in it. Check the link and try again." };
  }
  const declared = headers["content-length"] === undefined ? undefined : Number(headers["content-length"]);
  if (OUTSIDE_PROXY.test(path)) return declared !== undefined && declared > LARGEST_BODY ? TOO_LARGE : null;
  if (declared === undefined && headers["transfer-encoding"] !== undefined)
    return { status: 411, error: "Send the length of the request's body (Content-Length) with it." };
  return declared !== undefined && declared > PROXIED_BODY_LIMIT ? TOO_LARGE : null;
}

/** Node's error codes for a request it could not read, as answers (Node's own are bare). */
export function unreadable(code: string | undefined): Refusal {
  switch (code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, error: "The request took too long to arrive. Please try again." };
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, error: "The request's headers are too large." };
    default:
      return { status: 400, error: "The request could not be read." };
  }
}
