import { NextResponse } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

const user = { id: "user-1", email: "ada@example.com", firstName: "Ada", lastName: "Tester", role: "ADMIN" as const };

/** The Set-Cookie headers of a login and of a passed PIN step, on a site served from siteUrl. */
async function cookiesOn(siteUrl: string) {
  // lib/env.ts reads the environment once per module instance.
  vi.resetModules();
  vi.stubEnv("SITE_URL", siteUrl);
  const { withSession } = await import("@/lib/auth/responses");
  const { sessionCookieName } = await import("@/lib/auth/session");
  const { ADMIN_STEP_COOKIE, adminStepCookieOptions, createAdminStepToken } = await import("@/lib/auth/admin-step");
  const login = await withSession(NextResponse.json({ user }), user, 0);
  // As app/api/admin/pin/route.ts sets it.
  const pin = NextResponse.json({ success: true });
  pin.cookies.set(ADMIN_STEP_COOKIE, createAdminStepToken(user.id, "a-session-id"), adminStepCookieOptions());
  const find = (response: NextResponse, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return { sessionName: sessionCookieName(), session: find(login, sessionCookieName()), adminStep: find(pin, ADMIN_STEP_COOKIE) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("auth cookies", () => {
  it("are Secure, __Secure- prefixed, HttpOnly and SameSite on an https site", async () => {
    const { sessionName, session, adminStep } = await cookiesOn("https://viralize.example");
    expect(sessionName).toBe("__Secure-authjs.session-token");
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=lax/i);
    expect(adminStep).toMatch(/; Secure/i);
    expect(adminStep).toMatch(/; HttpOnly/i);
    expect(adminStep).toMatch(/; SameSite=strict/i);
  });

  it("leave Secure off on plain http (localhost), where a browser would drop a Secure cookie", async () => {
    const { sessionName, session, adminStep } = await cookiesOn("http://localhost:3000");
    expect(sessionName).toBe("authjs.session-token");
    expect(session).not.toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(adminStep).not.toMatch(/; Secure/i);
    expect(adminStep).toMatch(/; HttpOnly/i);
  });
});

describe("the signed-in hint", () => {
  it("is written beside the session, readable by the page's script, for as long, and cleared with it", async () => {
    vi.resetModules();
    vi.stubEnv("SITE_URL", "https://viralize.example");
    const { withSession, withoutSession } = await import("@/lib/auth/responses");
    const { SIGNED_IN_HINT_COOKIE, hasSignedInHint } = await import("@/lib/auth/signed-in-hint");
    const hintOf = (response: NextResponse) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

    const hint = hintOf(await withSession(NextResponse.json({ user }), user, 0));
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Max-Age=43200/);
    expect(hint).toMatch(/; Secure/i);
    expect(hintOf(withoutSession(NextResponse.json({})))).toMatch(/Max-Age=0/);

    expect(hasSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=0; other=1`)).toBe(false);
    expect(hasSignedInHint("")).toBe(false);
  });
});

describe("reading a cookie from a request", () => {
  it("finds it among others, decodes it, and ignores one that is not valid percent-encoding", async () => {
    const { cookieFrom } = await import("@/lib/auth/session");
    const request = new Request("https://viralize.example/", { headers: { cookie: "a=1; session=ab%3Dcd; broken=%E0%A4%A" } });
    expect(cookieFrom(request, "session")).toBe("ab=cd");
    expect(cookieFrom(request, "broken")).toBeUndefined();
    expect(cookieFrom(request, "missing")).toBeUndefined();
  });
});
