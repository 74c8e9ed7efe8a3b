import { afterAll, describe, expect, it } from "vitest";
import * as login from "@/app/api/auth/login/route";
import * as logout from "@/app/api/auth/logout/route";
import * as signup from "@/app/api/auth/signup/route";
import * as currentUser from "@/app/api/auth/user/route";
import * as logoutNavigation from "@/app/api/logout/route";
import * as googleLogin from "@/app/api/login/route";
import * as authJs from "@/app/api/auth/[...nextauth]/route";
import { NextRequest } from "next/server";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";
import { prisma } from "@/lib/db";
import { sessionCookieName } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { SIGNUP_REQUESTED } from "@/lib/validation/auth";
import { createUser } from "@/tests/support/accounts";
import { expectSameAnswerForTakenAndNew } from "@/tests/support/enumeration";
import { jobRows, stopJobs, workJobsUntil } from "@/tests/support/jobs";
import { errorOf, expectRateLimit, jsonRequest } from "@/tests/support/requests";

afterAll(stopJobs);

const person = () => ({ firstName: "Rosa", lastName: "Diaz", email: `rosa-${crypto.randomUUID()}@example.com`, password: "hammer-time" });

function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`));
  return header?.split(";")[0];
}

describe("signup", () => {
  it("creates an unconfirmed account with a memory-hard password hash, emails it a link to confirm, and signs nobody in", async () => {
    const body = person();
    const response = await signup.POST(jsonRequest("/api/auth/signup", body));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: SIGNUP_REQUESTED });
    const stored = await prisma.user.findUniqueOrThrow({ where: { email: body.email } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(body.password);
    expect(stored.emailVerified).toBeNull();
    expect(sessionCookieOf(response)).toBeUndefined();
    const [link] = await prisma.emailVerificationToken.findMany({ where: { userId: stored.id } });
    expect((await jobRows("account.email")).map((job) => job.data)).toContainEqual({ kind: "email-verification", tokenId: link!.id });
  });

  it("answers a taken address exactly as a new one, after about the same time, and emails its owner instead", async () => {
    const owner = await createUser("USER");
    await expectSameAnswerForTakenAndNew(owner.email, (email) => signup.POST(jsonRequest("/api/auth/signup", { ...person(), email })));

    // The owner's account is as it was (its password still signs in), with no twin.
    expect(await prisma.user.count({ where: { email: { equals: owner.email, mode: "insensitive" } } })).toBe(1);
    expect((await login.POST(jsonRequest("/api/auth/login", { email: owner.email, password: "correct horse" }))).status).toBe(200);
    await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { to: owner.email } })) === 1);
    const mail = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: owner.email } });
    expect(mail.subject).toBe("Someone tried to create a Viralize account with your email");
    expect(mail.text).toContain(`${env().SITE_URL.replace(/\/$/, "")}/login`);
    expect(mail.text).toContain(`${env().SITE_URL.replace(/\/$/, "")}/forgot-password`);
  });

  it("emails the owner of a taken address once an hour however often it is tried", async () => {
    const owner = await createUser("USER");
    for (let i = 0; i < 3; i++) expect((await signup.POST(jsonRequest("/api/auth/signup", { ...person(), email: owner.email }))).status).toBe(202);
    await workJobsUntil(async () => (await jobRows("account.email")).every((job) => job.state === "completed"));
    expect(await prisma.outgoingEmail.count({ where: { to: owner.email } })).toBe(1);
  });

  it.each([
    ["a short password", { password: "12345" }, /at least 6 characters/],
    ["an empty password", { password: "" }, /^Enter a password\.$/],
    ["a missing first name", { firstName: "" }, /first name/],
    ["a bad email", { email: "rosa" }, /email/],
    ["a password of the wrong type", { password: 123456 }, /password/],
  ])("refuses %s and creates nothing", async (_, change, message) => {
    const before = await prisma.user.count();
    const response = await signup.POST(jsonRequest("/api/auth/signup", { ...person(), ...change }));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(await prisma.user.count()).toBe(before);
  });

  it("takes an email typed with spaces around it and capitals as the address it is", async () => {
    const body = person();
    const response = await signup.POST(jsonRequest("/api/auth/signup", { ...body, email: `  ${body.email.toUpperCase()} ` }));
    expect(response.status).toBe(202);
    expect(await prisma.user.count({ where: { email: body.email } })).toBe(1);
  });

  it("allows 5 signups an hour from one address", async () => {
    await expectRateLimit(RATE_LIMITS.signup, { limit: 5, windowSeconds: 3600 }, (ip) => signup.POST(jsonRequest("/api/auth/signup", person(), { ip })));
  });
});

describe("login, current user and logout", () => {
  it("signs in, reports the user, and signs out", async () => {
    const body = person();
    await signup.POST(jsonRequest("/api/auth/signup", body));
    const response = await login.POST(jsonRequest("/api/auth/login", { email: body.email, password: body.password }));
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(sessionCookieName()))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);

    const cookie = sessionCookieOf(response)!;
    const me = await currentUser.GET(new Request("http://localhost/api/auth/user", { headers: { cookie } }));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: body.email, firstName: "Rosa" });

    const out = await logout.POST(new Request("http://localhost/api/auth/logout", { method: "POST", headers: { cookie } }));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().find((c) => c.startsWith(sessionCookieName()))).toMatch(/Max-Age=0/);
  });

  it("Auth.js's own answers (the way Google sign-ins go) carry the signed-in hint with the session cookie, and clear it with it", async () => {
    const body = person();
    await signup.POST(jsonRequest("/api/auth/signup", body));
    const cookie = sessionCookieOf(await login.POST(jsonRequest("/api/auth/login", { email: body.email, password: body.password })))!;
    const hintOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    const readSession = () => authJs.GET(new NextRequest("http://localhost:3000/api/auth/session", { headers: { cookie } }));

    // Auth.js renews a live session's cookie on every read: the hint is renewed beside it, readable by the page.
    const renewed = await readSession();
    expect(renewed.status).toBe(200);
    expect(sessionCookieOf(renewed)).toBeDefined();
    expect(hintOf(renewed)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;.*Expires=`));
    expect(hintOf(renewed)).not.toMatch(/HttpOnly/i);

    // Signed out everywhere: Auth.js ends the session on its next read, and the hint goes with it.
    await logout.POST(new Request("http://localhost/api/auth/logout", { method: "POST", headers: { cookie } }));
    const ended = await readSession();
    expect(hintOf(ended)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;.*Max-Age=0`));
  });

  it("answers 401 to an anonymous current-user call", async () => {
    const response = await currentUser.GET(new Request("http://localhost/api/auth/user"));
    expect(response.status).toBe(401);
    await errorOf(response);
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const body = person();
    await signup.POST(jsonRequest("/api/auth/signup", body));
    for (const attempt of [
      { email: body.email, password: "wrong-password" },
      { email: "nobody@example.com", password: body.password },
    ]) {
      const response = await login.POST(jsonRequest("/api/auth/login", attempt));
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe("Invalid email or password");
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it("refuses malformed logins with 4xx JSON", async () => {
    for (const body of ["{", { email: "x@example.com" }, { email: 5, password: "x" }, []]) {
      const response = await login.POST(jsonRequest("/api/auth/login", body));
      expect(response.status).toBe(400);
      await errorOf(response);
    }
  });

  it("allows 10 login attempts in 15 minutes from one address", async () => {
    // A new account each time, so only the per-address limit is at work.
    await expectRateLimit(RATE_LIMITS.login, { limit: 10, windowSeconds: 900 }, (ip) =>
      login.POST(jsonRequest("/api/auth/login", { email: `${crypto.randomUUID()}@example.com`, password: "nope" }, { ip })),
    );
  });

  it("GET /api/logout never signs out (any link could): it shows the page whose button does", async () => {
    const response = await logoutNavigation.GET(new Request("http://localhost/api/logout"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/logout");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("POST /api/logout (that page's form) signs out and goes home", async () => {
    const response = await logoutNavigation.POST(new Request("http://localhost/api/logout", { method: "POST" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });

  it("GET /api/login explains when Google sign-in is not configured", async () => {
    const response = await googleLogin.GET(new Request("http://localhost/api/login"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login?notice=google-unavailable");
  });
});
