import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as authJs from "@/app/api/auth/[...nextauth]/route";
import * as login from "@/app/api/auth/login/route";
import * as currentUser from "@/app/api/auth/user/route";
import { prisma } from "@/lib/db";
import { encodeSession, sessionCookieName } from "@/lib/auth/session";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { customer, seedTestCatalogue } from "@/tests/support/catalogue";
import { paidSandboxPayment, reportPayment } from "@/tests/support/checkout";
import { freshIp, jsonRequest } from "@/tests/support/requests";

const tee = { productId: "101", variantId: "1001", quantity: 1 };

beforeAll(seedTestCatalogue);

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
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** Auth.js's own sign-out, as its sign-out page's form sends it: the CSRF token first, then the POST. */
async function authJsSignOut(cookie: string): Promise<Response> {
  const csrf = await authJs.GET(new NextRequest("http://localhost:3000/api/auth/csrf", { headers: { cookie } }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const withCsrf = [cookie, ...cookiesOf(csrf)].join("; ");
  return authJs.POST(
    new NextRequest("http://localhost:3000/api/auth/signout", {
      method: "POST",
      headers: { cookie: withCsrf, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/" }),
    }),
  );
}

/** A paid sandbox order opened with this Cookie header: whose it is (null for a guest's). */
async function ownerOfOrderWith(cookie: string): Promise<string | null> {
  const paymentIntentId = await paidSandboxPayment([tee], { cookie });
  expect((await prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId } })).customerInfo).toMatchObject({ email: customer.email });
  const response = await reportPayment(paymentIntentId);
  expect(response.status).toBe(201);
  const { orderId } = (await response.json()) as { orderId: number };
  return (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).userId;
}

describe("every way to sign out ends the session", () => {
  it("Auth.js's own sign-out route ends every session of the account, a copied cookie's too", async () => {
    const user = await createUser("USER");
    const copied = await signIn(user.email);
    const browser = await signIn(user.email);

    const signedOut = await authJsSignOut(browser);
    expect(signedOut.status).toBe(302);
    // The browser drops the cookie (an empty one kept to the end of the browser session would linger).
    expect(signedOut.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`))).toMatch(/Max-Age=0/);

    expect((await whoAmI(copied)).status).toBe(401);
    expect((await whoAmI(browser)).status).toBe(401);
    expect((await whoAmI(await signIn(user.email))).status).toBe(200);
  });

  it("Auth.js's sign-out with a session that already ended changes nothing for the account's new sessions", async () => {
    const user = await createUser("USER");
    const old = await signIn(user.email);
    await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    const current = await signIn(user.email);
    await authJsSignOut(old);
    expect((await whoAmI(current)).status).toBe(200);
  });
});

describe("a checkout is the account's only with a live session", () => {
  it("a live session's order is the account's", async () => {
    const user = await createUser("USER");
    expect(await ownerOfOrderWith(await cookieFor(user))).toBe(user.id);
  });

  it("a signed-out (revoked) session's cookie checks out as a guest", async () => {
    const user = await createUser("USER");
    const revoked = await cookieFor(user);
    await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await ownerOfOrderWith(revoked)).toBeNull();
  });

  it("a session past its lifetime checks out as a guest", async () => {
    const user = await createUser("USER");
    const expired = `${sessionCookieName()}=${await encodeSession(user, { version: 0, since: Math.floor(Date.now() / 1000) - 31 * 86_400 })}`;
    expect(await ownerOfOrderWith(expired)).toBeNull();
  });

  it("the cookie of a deleted account checks out as a guest", async () => {
    const user = await createUser("USER");
    const cookie = await cookieFor(user);
    await prisma.user.delete({ where: { id: user.id } });
    expect(await ownerOfOrderWith(cookie)).toBeNull();
  });
});
