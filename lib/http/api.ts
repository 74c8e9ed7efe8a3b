import "server-only";
import { unstable_rethrow } from "next/navigation";
import { NextResponse } from "next/server";
import type { z } from "zod";
import type { AdminCaller } from "@/lib/auth/admin-guard";
import { withAdminStep } from "@/lib/auth/admin-step";
import {
  Conflict,
  DomainError,
  Expired,
  Forbidden,
  Invalid,
  NotFound,
  PaymentRefused,
  TooLarge,
  TooManyAttempts,
  Unauthenticated,
  Unavailable,
  UnsupportedType,
  UpstreamFailed,
} from "@/lib/errors";
import { areaLogger } from "@/lib/log";
import { REQUEST_ID_HEADER, requestId } from "./request-id";
import { crossSiteRefusal } from "./same-origin";

const log = areaLogger("http");

/**
 * An HTTP refusal whose message a person can read, answered as JSON `{ error }` with its status:
 * for lib/http and route handlers. lib/ throws the domain's errors (lib/errors.ts) instead.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function jsonError(status: number, message: string, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json({ error: message }, { status, headers });
}

const MAX_JSON_BYTES = 256 * 1024;

const TOO_LARGE = "The request is too large.";

/**
 * The body as text (at most 256 KB unless the route says otherwise), counted while it streams in:
 * a Content-Length over the limit is refused at once, and past the limit reading stops, so a huge
 * body is never held in memory whole. Either way a 413 is thrown.
 */
export async function readText(request: Request, limitBytes = MAX_JSON_BYTES): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > limitBytes) throw new ApiError(413, TOO_LARGE);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads a JSON body (at most 256 KB unless the route says otherwise) and parses it with schema,
 * or throws an ApiError that says what is wrong.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, limitBytes = MAX_JSON_BYTES): Promise<z.output<S>> {
  // The media type itself, exactly: "text/plain; application/json" (which a form on another site can send) is not JSON.
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw new ApiError(415, "Send the request as JSON (Content-Type: application/json).");
  }
  const text = await readText(request, limitBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "The request body is not valid JSON.");
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    const message =
      first?.code === "invalid_type" && first.input === undefined && first.path.length === 0
        ? "The request body is missing."
        : (first?.message ?? "The request is not valid.");
    throw new ApiError(400, message);
  }
  if (hasUnstorableText(result.data))
    throw new ApiError(400, "The request contains characters we can't store (a NUL character or broken Unicode). Remove them and try again.");
  return result.data;
}

// PostgreSQL text cannot hold NUL, and its JSON columns refuse the unpaired surrogates JSON's "\ud800" escapes make.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in parsed input (plain objects and arrays, walked without recursion) is unstorable. */
function hasUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (UNSTORABLE.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === "object" && Object.getPrototypeOf(next) === Object.prototype) {
      for (const item of Object.values(next)) pending.push(item);
    }
  }
  return false;
}

// The one place the domain's errors become HTTP statuses.
const STATUS_OF: [abstract new (...args: never[]) => DomainError, number][] = [
  [Invalid, 400],
  [Unauthenticated, 401],
  [PaymentRefused, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Expired, 410],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [TooManyAttempts, 429],
  [UpstreamFailed, 502],
  [Unavailable, 503],
];

function domainErrorResponse(error: DomainError): NextResponse {
  const status = STATUS_OF.find(([kind]) => error instanceof kind)?.[1] ?? 500;
  return jsonError(status, error.message, error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) });
}

/**
 * The JSON `{ error }` for any failure: the domain's errors and ApiErrors with their status, a
 * record deleted meanwhile as 404, an unreachable database as 503, anything else as a 500 without
 * internals. The failures that are ours (500, 503) are logged with the request's id, which the answer carries in
 * `x-request-id`, so a person's report finds its log line.
 */
export function errorResponse(error: unknown, request: Request): NextResponse {
  if (error instanceof ApiError) return jsonError(error.status, error.message, error.headers);
  if (error instanceof DomainError) return domainErrorResponse(error);
  // The record was there when the handler looked and gone when it wrote (a concurrent delete).
  if (isRecordGone(error)) return jsonError(404, "That record no longer exists. Refresh and try again.");
  // The client went away before its body arrived (a cancelled fetch): its own doing, so no 5xx and no error line.
  if (isBodyAborted(error)) return jsonError(400, "The request ended before its body arrived. Please try again.");
  const id = requestId(request);
  const where = { requestId: id, method: request.method, path: new URL(request.url).pathname };
  if (isDatabaseBusy(error)) {
    log.warn({ ...where, reason: (error as Error).message }, "Database busy");
    return jsonError(503, "We're busy right now. Please try again in a moment.", { "Retry-After": "5", [REQUEST_ID_HEADER]: id });
  }
  if (isDatabaseUnavailable(error)) {
    log.error({ ...where, reason: (error as Error).message }, "Database unavailable");
    return jsonError(503, "We can't reach our database right now. Please try again in a minute.", { "Retry-After": "30", [REQUEST_ID_HEADER]: id });
  }
  log.error({ ...where, err: error }, "Unhandled error in a route handler");
  return jsonError(500, "Something went wrong on our side. Please try again.", { [REQUEST_ID_HEADER]: id });
}

/**
 * Every route handler runs in this. It answers what every API request meets first (the proxy is
 * kept off /api/: Next holds each body the proxy sees until the body has ended): a state-changing
 * request from another site is refused (same-origin.ts), and the admin area lets through only the
 * admin who passed the PIN step (apiGuard), whose every request there renews the step for 30
 * minutes: it ends after 30 idle minutes, not 30 busy ones. Every failure is a JSON `{ error }`
 * (errorResponse), and every answer carries the request's id.
 */
export function apiHandler<R extends Request, Args extends unknown[]>(handler: (request: R, ...args: Args) => Promise<Response>) {
  return async (request: R, ...args: Args): Promise<Response> => {
    let response: Response;
    let admin: AdminCaller | null = null;
    try {
      admin = await apiGuard(request);
      response = await handler(request, ...args);
    } catch (error) {
      // Next's own signals (a redirect() or notFound() in the handler) are Next's to answer.
      unstable_rethrow(error);
      response = errorResponse(error, request);
    }
    if (admin?.pinStepDone)
      response = withAdminStep(response instanceof NextResponse ? response : new NextResponse(response.body, response), admin.user.id, admin.session.sid);
    return withHeader(response, REQUEST_ID_HEADER, requestId(request));
  };
}

// The admin's APIs, by whole path segments (/api/administrators would not be one); the admin's
// pages are the proxy's to guard (proxy.ts).
const ADMIN_API = /^\/api\/(admin|quote-requests)(\/|$)/;
// Where the admin passes the PIN step, so the one admin API open without it.
const ADMIN_PIN_PATH = "/api/admin/pin";

/**
 * Throws the refusal of a state-changing request from another site, and in the admin area the 401
 * of the anonymous and the 403 of everyone but the admin (of the admin too without the PIN step),
 * before the handler (which checks again itself) runs. The admin, in the admin area.
 */
async function apiGuard(request: Request): Promise<AdminCaller | null> {
  const refusal = crossSiteRefusal(request);
  if (refusal) throw new ApiError(403, refusal);
  const { pathname } = new URL(request.url);
  if (!ADMIN_API.test(pathname)) return null;
  // Loaded for the admin's APIs only: it reaches the database, which this module's other users need not load.
  const { requireAdminCaller } = await import("@/lib/auth/admin-guard");
  return requireAdminCaller(request, { pinStep: pathname !== ADMIN_PIN_PATH });
}

/** The response with this header set: a copy when its headers can't change (Response.redirect's, a fetch's). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/** Prisma P2025: a record the write depended on was not found. */
function isRecordGone(error: unknown): boolean {
  return (error as { code?: string })?.code === "P2025";
}

/**
 * Node's error for a request body whose client disconnected, surfacing from any read of it
 * (readJson, request.text()). Its code is ECONNRESET, which the database checks below would
 * otherwise take for a lost database connection.
 */
function isBodyAborted(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.message === "aborted" && e.code === "ECONNRESET";
}

/**
 * No connection or transaction slot came free in time: Prisma's P2024 / P2028, or node-postgres's
 * pool after its connection timeout (lib/db/client.ts).
 */
function isDatabaseBusy(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === "P2024" || e?.code === "P2028" || e?.message === "timeout exceeded when trying to connect";
}

// Refused, dropped or shut down, seen through Prisma's codes, the driver adapter's error kinds
// (raw queries report them only there) and PostgreSQL's own (57P01 shutdown, 57P03 starting up).
const UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|P1001|P1017|DatabaseNotReachable|ConnectionClosed|SocketTimeout|Can't reach database server|Connection terminated|57P01|57P03/;

function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; meta?: { driverAdapterError?: { message?: string; cause?: { kind?: string; code?: string } } } } | null;
  const adapter = e?.meta?.driverAdapterError;
  return UNAVAILABLE.test([e?.code, e?.message, adapter?.message, adapter?.cause?.kind, adapter?.cause?.code].join(" "));
}
