import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as login from "@/app/api/auth/login/route";
import * as passwordChange from "@/app/api/auth/password-change/route";
import * as currentUser from "@/app/api/auth/user/route";
import * as orders from "@/app/api/admin/orders/route";
import { ADMIN_STEP_COOKIE } from "@/lib/auth/admin-step";
import { NO_PASSWORD_YET, WRONG_CURRENT_PASSWORD } from "@/lib/auth/password-change";
import { sessionCookieName } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { NEW_PASSWORD_SAME } from "@/lib/validation/password";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { letTimePass } from "@/tests/support/rate-limit-clock";
import { errorOf, freshIp, jsonRequest } from "@/tests/support/requests";

const CURRENT = "correct horse";
const NEW_PASSWORD = "battery-staple-9";

const logIn = (email: string, password: string, ip = freshIp()) => login.POST(jsonRequest("/api/auth/login", { email, password }, { ip }));
const whoAmI = (cookie: string) => currentUser.GET(new Request("http://localhost/api/auth/user", { headers: { cookie } }));
const change = (cookie: string, body: unknown, ip = freshIp()) =>
  passwordChange.POST(jsonRequest("/api/auth/password-change", body, { ip, headers: { cookie } }));

/** Signs in through the API, as a browser does: the Cookie header it then sends. */
async function signIn(email: string, password = CURRENT): Promise<string> {
  const response = await logIn(email, password);
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The session cookie an answer sets, as the browser then sends it. */
function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${sessionCookieName()}=`))
    ?.split(";")[0];
}

describe("changing the password", () => {
  it("keeps this browser signed in with a fresh cookie and ends every other session", async () => {
    const user = await createUser("USER");
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);

    const response = await change(here, { currentPassword: CURRENT, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    const renewed = sessionCookieOf(response);
    expect(renewed).toBeDefined();
    expect(response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`))).toMatch(/HttpOnly/i);

    expect((await whoAmI(renewed!)).status).toBe(200);
    expect((await whoAmI(elsewhere)).status).toBe(401);
    // The cookie this browser sent with the change is from before it, so it counts for nothing either.
    expect((await whoAmI(here)).status).toBe(401);

    expect((await logIn(user.email, CURRENT)).status).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password with a sentence and changes nothing", async () => {
    const user = await createUser("USER");
    const cookie = await signIn(user.email);
    const response = await change(cookie, { currentPassword: "not it", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(WRONG_CURRENT_PASSWORD);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect((await whoAmI(cookie)).status).toBe(200);
    expect((await logIn(user.email, CURRENT)).status).toBe(200);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(401);
  });

  it("counts wrong current passwords like failed sign-ins, per account and address: 10, then even the right one waits there", async () => {
    const user = await createUser("USER");
    const cookie = await cookieFor(user);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await change(cookie, { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD }, ip)).status).toBe(400);
    // Past the address's own 15 minutes, the account's wrong passwords from it still hold for the hour.
    await letTimePass(15);
    const right = await change(cookie, { currentPassword: CURRENT, newPassword: NEW_PASSWORD }, ip);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(40 * 60);
    await errorOf(right);
    // The same count as sign-in's: the account's log-in from that address waits too, from another it doesn't.
    expect((await logIn(user.email, CURRENT, ip)).status).toBe(429);
    expect((await logIn(user.email, CURRENT)).status).toBe(200);
  });

  it("counts every try against the address like sign-ins: 10 from one address, then a 429", async () => {
    const ip = freshIp();
    const first = await createUser("USER");
    const firstCookie = await cookieFor(first);
    for (let i = 0; i < 10; i++) expect((await change(firstCookie, { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD }, ip)).status).toBe(400);
    const second = await createUser("USER");
    const limited = await change(await cookieFor(second), { currentPassword: CURRENT, newPassword: NEW_PASSWORD }, ip);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toBe(RATE_LIMITS.login.message);
  });

  it("answers 401 without a session, or with one that was revoked", async () => {
    const anonymous = await passwordChange.POST(jsonRequest("/api/auth/password-change", { currentPassword: CURRENT, newPassword: NEW_PASSWORD }));
    expect(anonymous.status).toBe(401);
    expect(await errorOf(anonymous)).toMatch(/not logged in/);

    const user = await createUser("USER");
    const old = await cookieFor(user);
    await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await change(old, { currentPassword: CURRENT, newPassword: NEW_PASSWORD })).status).toBe(401);
    expect((await logIn(user.email, CURRENT)).status).toBe(200);
  });

  it.each([
    ["a short new password", { currentPassword: CURRENT, newPassword: "12345" }, "Password must be at least 6 characters long."],
    ["the same password again", { currentPassword: CURRENT, newPassword: CURRENT }, NEW_PASSWORD_SAME],
    ["no current password", { newPassword: NEW_PASSWORD }, "Enter your current password."],
  ])("refuses %s with a sentence", async (_, body, message) => {
    const user = await createUser("USER");
    const response = await change(await cookieFor(user), body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
    expect((await logIn(user.email, CURRENT)).status).toBe(200);
  });

  it("tells a Google-only account (no password) how to get one", async () => {
    const user = await createUser("USER");
    await prisma.user.update({ where: { id: user.id }, data: { passwordHash: null } });
    const response = await change(await cookieFor(user), { currentPassword: "anything", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(NO_PASSWORD_YET);
  });

  it("uses up the account's outstanding reset links", async () => {
    const user = await createUser("USER");
    await prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: crypto.randomUUID(), expiresAt: new Date(Date.now() + 600_000) } });
    expect((await change(await cookieFor(user), { currentPassword: CURRENT, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await prisma.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(0);
  });

  it("keeps the admin in the dashboard: the renewed session keeps its PIN step", async () => {
    const admin = await createUser("ADMIN");
    const cookies = await cookieFor(admin, { pinStep: true });
    const adminOrders = (cookie: string) => orders.GET(new NextRequest("http://localhost/api/admin/orders", { headers: { cookie } }));
    expect((await adminOrders(cookies)).status).toBe(200);

    const response = await change(cookies, { currentPassword: CURRENT, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    const step = cookies.split("; ").find((part) => part.startsWith(`${ADMIN_STEP_COOKIE}=`))!;
    expect((await adminOrders(`${sessionCookieOf(response)}; ${step}`)).status).toBe(200);
    expect((await adminOrders(cookies)).status).toBe(401);
  });
});
