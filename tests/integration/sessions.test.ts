import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as login from "@/app/api/auth/login/route";
import * as logout from "@/app/api/auth/logout/route";
import * as currentUser from "@/app/api/auth/user/route";
import * as orders from "@/app/api/admin/orders/route";
import * as pin from "@/app/api/admin/pin/route";
import { ADMIN_STEP_COOKIE, createAdminStepToken } from "@/lib/auth/admin-step";
import { decodeSession, encodeSession, sessionCookieName } from "@/lib/auth/session";
import { ADMIN_PIN, createUser } from "@/tests/support/accounts";
import { freshIp, jsonRequest } from "@/tests/support/requests";

/** Signs in through the API, as a browser does: the Cookie header it then sends. */
async function signIn(email: string): Promise<string> {
  const response = await login.POST(jsonRequest("/api/auth/login", { email, password: "correct horse" }, { ip: freshIp() }));
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const whoAmI = (cookie: string) => currentUser.GET(new Request("http://localhost/api/auth/user", { headers: { cookie } }));
const adminOrders = (cookie: string) => orders.GET(new NextRequest("http://localhost/api/admin/orders", { headers: { cookie } }));

async function passPin(cookie: string): Promise<string> {
  const response = await pin.POST(jsonRequest("/api/admin/pin", { pin: ADMIN_PIN }, { headers: { cookie } }));
  expect(response.status).toBe(200);
  const step = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${ADMIN_STEP_COOKIE}=`))!
    .split(";")[0];
  return `${cookie}; ${step}`;
}

describe("sessions that end", () => {
  it("log-out ends the session for a copied cookie too, not only in the browser that logged out", async () => {
    const user = await createUser("USER");
    const copied = await signIn(user.email);
    const other = await signIn(user.email);
    expect((await whoAmI(copied)).status).toBe(200);
    expect((await logout.POST(new Request("http://localhost/api/auth/logout", { method: "POST", headers: { cookie: other } }))).status).toBe(200);
    expect((await whoAmI(copied)).status).toBe(401);
    expect((await whoAmI(other)).status).toBe(401);
    expect((await whoAmI(await signIn(user.email))).status).toBe(200);
  });

  it("the admin's copied cookies (session and PIN step) stop working at log-out", async () => {
    const admin = await createUser("ADMIN");
    const cookies = await passPin(await signIn(admin.email));
    expect((await adminOrders(cookies)).status).toBe(200);
    await logout.POST(new Request("http://localhost/api/auth/logout", { method: "POST", headers: { cookie: cookies } }));
    expect((await adminOrders(cookies)).status).toBe(401);
  });

  it("end at their absolute lifetime: a customer's after 30 days, the admin's after 12 hours", async () => {
    const customer = await createUser("USER");
    const admin = await createUser("ADMIN");
    const now = Math.floor(Date.now() / 1000);
    const cookie = async (person: typeof customer, ageSeconds: number) =>
      `${sessionCookieName()}=${await encodeSession(person, { version: 0, since: now - ageSeconds })}`;
    expect((await whoAmI(await cookie(customer, 29 * 86_400))).status).toBe(200);
    expect((await whoAmI(await cookie(customer, 31 * 86_400))).status).toBe(401);
    expect((await whoAmI(await cookie(admin, 11 * 3_600))).status).toBe(200);
    expect((await whoAmI(await cookie(admin, 13 * 3_600))).status).toBe(401);
  });

  it("bind the PIN step to the session it was passed in: with another session of the same admin it counts for nothing", async () => {
    const admin = await createUser("ADMIN");
    const first = await passPin(await signIn(admin.email));
    const step = first.split("; ").find((part) => part.startsWith(`${ADMIN_STEP_COOKIE}=`))!;
    const second = await signIn(admin.email);
    // Another sign-in in the very same second: the first one's step cookie beside it.
    const firstSession = first
      .split("; ")
      .find((part) => part.startsWith(`${sessionCookieName()}=`))!
      .slice(sessionCookieName().length + 1);
    const sameSecond = `${sessionCookieName()}=${await encodeSession(admin, { version: 0, since: (await decodeSession(firstSession))!.since })}`;
    expect((await adminOrders(`${sameSecond}; ${step}`)).status).toBe(403);
    expect((await adminOrders(`${second}; ${step}`)).status).toBe(403);
    expect((await adminOrders(`${second}; ${ADMIN_STEP_COOKIE}=${createAdminStepToken(admin.id, "another-session")}`)).status).toBe(403);
    expect((await adminOrders(first)).status).toBe(200);
  });

  it("refuse a token made without a session version (from before versions, or forged without one)", async () => {
    const user = await createUser("USER");
    const { encode } = await import("next-auth/jwt");
    const { authSecret } = await import("@/lib/auth/secret");
    const legacy = await encode({ salt: sessionCookieName(), secret: authSecret(), token: { sub: user.id, email: user.email, role: "USER" } });
    expect((await whoAmI(`${sessionCookieName()}=${legacy}`)).status).toBe(401);
  });
});
