import { afterEach, describe, expect, it, vi } from "vitest";
import { adminRequest } from "@/components/admin/admin-request";
import { sendJson } from "@/components/forms/send-json";

const OFFLINE = "We couldn't reach our server. Check your connection and try again.";

/** Answers every fetch with this response (or this failure) and keeps what was asked. */
function answer(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("sendJson, the one way a component sends a request", () => {
  it("sends JSON with cookies, POST unless told, and reads the answer", async () => {
    const calls = answer(Response.json({ status: "shipped" }));
    expect(await sendJson("/api/admin/orders/7", { status: "shipped" }, { method: "PATCH" })).toEqual({ ok: true, data: { status: "shipped" } });
    expect(calls[0]!.init).toMatchObject({
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"status":"shipped"}',
    });

    await sendJson("/api/uploads", new FormData());
    expect(calls[1]!.init.method).toBe("POST");
    expect(calls[1]!.init.body).toBeInstanceOf(FormData);
    expect(calls[1]!.init.headers).toBeUndefined();
  });

  it("sends no body and no content type when there is no body", async () => {
    const calls = answer(Response.json({ success: true }));
    await sendJson("/api/auth/logout");
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.headers).toBeUndefined();
  });

  it("gives the server's sentence and the 'status: body text' of a refusal", async () => {
    answer(Response.json({ error: " That code is taken. " }, { status: 409 }));
    expect(await sendJson("/api/admin/coupons", {})).toEqual({
      ok: false,
      status: 409,
      error: "That code is taken.",
      statusMessage: '409: {"error":" That code is taken. "}',
    });
    answer(new Response("upstream timed out", { status: 504, statusText: "Gateway Timeout" }));
    expect(await sendJson("/api/admin/coupons", {})).toEqual({ ok: false, status: 504, error: undefined, statusMessage: "504: upstream timed out" });
    answer(new Response("", { status: 502, statusText: "Bad Gateway" }));
    expect(await sendJson("/api/admin/coupons", {})).toMatchObject({ ok: false, statusMessage: "502: Bad Gateway" });
  });

  it("counts an answer that is not a JSON object as a failure, and no answer as offline", async () => {
    answer(new Response("<html>", { status: 200 }));
    expect(await sendJson("/api/orders/lookup", {})).toMatchObject({ ok: false, status: 200 });
    answer(new TypeError("Failed to fetch"));
    expect(await sendJson("/api/orders/lookup", {})).toEqual({ ok: false, status: 0, error: OFFLINE, statusMessage: OFFLINE });
  });
});

describe("adminRequest, the dashboard's layer over it", () => {
  it("always has a sentence: the server's, or 'status: body text'", async () => {
    answer(new Response("Service Unavailable", { status: 503 }));
    expect(await adminRequest("DELETE", "/api/admin/coupons/3")).toEqual({ ok: false, status: 503, error: "503: Service Unavailable" });
    answer(Response.json({ error: "Coupon not found." }, { status: 404 }));
    expect(await adminRequest("PATCH", "/api/admin/coupons/3", { isActive: false })).toEqual({ ok: false, status: 404, error: "Coupon not found." });
  });
});
