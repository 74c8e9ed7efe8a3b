import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  Conflict,
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
import { errorResponse } from "@/lib/http/api";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("lib/'s errors", () => {
  it("say what went wrong, and only lib/http speaks HTTP: no ApiError outside it", () => {
    const speakingHttp = sourceFiles(path.join(root, "lib"))
      .map((file) => path.relative(root, file))
      .filter((file) => !file.startsWith(`lib${path.sep}http${path.sep}`))
      .filter((file) => /\bApiError\b/.test(readFileSync(path.join(root, file), "utf8")));
    expect(speakingHttp).toEqual([]);
  });

  it.each([
    [new Invalid("Enter an email address."), 400],
    [new Unauthenticated("You're not logged in."), 401],
    [new PaymentRefused("Your card was declined."), 402],
    [new Forbidden("Only the admin can do this."), 403],
    [new NotFound("We couldn't find that order."), 404],
    [new Conflict("This order was refunded in full already."), 409],
    [new Expired("This quote link has expired."), 410],
    [new TooLarge("That upload is too large."), 413],
    [new UnsupportedType("Upload a PNG or a PDF."), 415],
    [new UpstreamFailed("Our file store did not answer."), 502],
    [new Unavailable("This plan can't be bought online just now."), 503],
  ])("answer %s with its status and its sentence, once, in lib/http", async (error, status) => {
    const response = errorResponse(error, new Request("http://localhost/api/anything"));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: error.message });
  });

  it("say when to try again after too many attempts", async () => {
    const response = errorResponse(new TooManyAttempts("Too many tries. Please wait a minute.", 60), new Request("http://localhost/api/anything"));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({ error: "Too many tries. Please wait a minute." });
  });
});

describe("a database that does not answer in time", () => {
  const answer = async (error: Error) => {
    const response = errorResponse(error, new Request("http://localhost/api/anything"));
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as { error: string } };
  };

  it("is busy when no connection of the pool came free in time: try again in a moment", async () => {
    // node-postgres's words when a query waited its connection timeout for one (lib/db/client.ts).
    expect(await answer(new Error("timeout exceeded when trying to connect"))).toEqual({
      status: 503,
      retryAfter: "5",
      body: { error: "We're busy right now. Please try again in a moment." },
    });
  });

  it("is out of reach when a new connection was not accepted in time: try again in a minute", async () => {
    expect(await answer(new Error("Connection terminated due to connection timeout"))).toEqual({
      status: 503,
      retryAfter: "30",
      body: { error: "We can't reach our database right now. Please try again in a minute." },
    });
  });
});
