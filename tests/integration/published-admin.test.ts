import { describe, expect, it } from "vitest";
import { PUBLISHED_ADMIN } from "@/lib/env";

// Production's settings name an admin of its own; the database may still hold the published demo
// admin (a seed run from a shell without the admin settings). Set before any route is imported:
// each reads the environment once.
const OWNER = { email: "owner@shop.example.com", password: "the owner's own long password", pin: "135790" };
Object.assign(process.env, {
  NODE_ENV: "production",
  AUTH_SECRET: "a-long-random-secret-for-this-file",
  ADMIN_EMAIL: "Owner@Shop.Example.com",
  ADMIN_PASSWORD: OWNER.password,
  ADMIN_PIN: OWNER.pin,
  ALLOW_TEST_PAYMENTS: "true",
});

const login = await import("@/app/api/auth/login/route");
const pinRoute = await import("@/app/api/admin/pin/route");
const orders = await import("@/app/api/admin/orders/route");
const { prisma } = await import("@/lib/db");
const { hashSecret } = await import("@/lib/auth/password");
const { ADMIN_STEP_COOKIE } = await import("@/lib/auth/admin-step");
const { sessionCookieName } = await import("@/lib/auth/session");
const { cookieFor } = await import("@/tests/support/accounts");
const { errorOf, jsonRequest } = await import("@/tests/support/requests");

/** An admin account as a seed run writes it, whatever production's settings say. */
async function adminAccount({ email, password, pin }: { email: string; password: string; pin: string }) {
  const user = await prisma.user.create({
    data: { email, firstName: "Site", lastName: "Admin", role: "ADMIN", passwordHash: await hashSecret(password), adminPinHash: await hashSecret(pin) },
  });
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

const signIn = (email: string, password: string) => login.POST(jsonRequest("/api/auth/login", { email, password }));

function cookieOf(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];
}

/** Signs in and passes the PIN as a browser would: the admin's cookies, or the first refusal. */
async function throughThePin(email: string, password: string, pin: string): Promise<{ cookie?: string; refused?: Response }> {
  const signedIn = await signIn(email, password);
  if (signedIn.status !== 200) return { refused: signedIn };
  const session = cookieOf(signedIn, sessionCookieName())!;
  const passed = await pinRoute.POST(jsonRequest("/api/admin/pin", { pin }, { headers: { cookie: session } }));
  if (passed.status !== 200) return { refused: passed };
  return { cookie: `${session}; ${cookieOf(passed, ADMIN_STEP_COOKIE)}` };
}

const readOrders = (cookie: string) => orders.GET(new Request("http://localhost/api/admin/orders", { headers: { cookie } }));

describe("production and an admin account its settings do not name", () => {
  it("lets ADMIN_EMAIL's account (any letter case) sign in, pass the PIN and read the orders", async () => {
    await adminAccount(OWNER);
    const { cookie, refused } = await throughThePin("OWNER@shop.example.com", OWNER.password, OWNER.pin);
    expect(refused?.status).toBeUndefined();
    expect((await readOrders(cookie!)).status).toBe(200);
  });

  it("refuses the published demo admin at sign-in, as a wrong password, with no session", async () => {
    await adminAccount(PUBLISHED_ADMIN);
    for (const email of [PUBLISHED_ADMIN.email, PUBLISHED_ADMIN.email.toUpperCase()]) {
      const response = await signIn(email, PUBLISHED_ADMIN.password);
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe("Invalid email or password");
      expect(cookieOf(response, sessionCookieName())).toBeUndefined();
    }
  });

  it("refuses the published demo admin's session at the PIN and at the orders", async () => {
    const demo = await prisma.user.findUniqueOrThrow({ where: { email: PUBLISHED_ADMIN.email } });
    // A session from before this rule, as if it had signed in then.
    const session = await cookieFor(demo);
    const pin = await pinRoute.POST(jsonRequest("/api/admin/pin", { pin: PUBLISHED_ADMIN.pin }, { headers: { cookie: session } }));
    expect(pin.status).toBe(403);
    expect(cookieOf(pin, ADMIN_STEP_COOKIE)).toBeUndefined();
    expect((await readOrders(await cookieFor(demo, { pinStep: true }))).status).toBe(403);
  });

  it("refuses an admin whose email is not ADMIN_EMAIL, even with a password and PIN of its own", async () => {
    const other = { email: "former-owner@shop.example.com", password: "a password of its own", pin: "975310" };
    await adminAccount(other);
    const { refused } = await throughThePin(other.email, other.password, other.pin);
    expect(refused?.status).toBe(401);
    expect(await errorOf(refused!)).toBe("Invalid email or password");
  });

  it("refuses ADMIN_EMAIL's account while its password is the published one", async () => {
    await prisma.user.deleteMany({ where: { email: OWNER.email } });
    await adminAccount({ ...OWNER, password: PUBLISHED_ADMIN.password });
    const { refused } = await throughThePin(OWNER.email, PUBLISHED_ADMIN.password, OWNER.pin);
    expect(refused?.status).toBe(401);
    expect(await errorOf(refused!)).toBe("Invalid email or password");
  });

  it("refuses ADMIN_EMAIL's account at the PIN while its PIN is the published one", async () => {
    await prisma.user.deleteMany({ where: { email: OWNER.email } });
    await adminAccount({ ...OWNER, pin: PUBLISHED_ADMIN.pin });
    const { refused } = await throughThePin(OWNER.email, OWNER.password, PUBLISHED_ADMIN.pin);
    expect(refused?.status).toBe(401);
    expect(await errorOf(refused!)).toBe("ACCESS DENIED - INVALID CREDENTIALS");
    expect(refused!.headers.getSetCookie()).toEqual([]);
  });

  it("still lets customers sign in, whatever their password", async () => {
    await prisma.user.create({ data: { email: "customer@example.com", role: "USER", passwordHash: await hashSecret(PUBLISHED_ADMIN.password) } });
    expect((await signIn("customer@example.com", PUBLISHED_ADMIN.password)).status).toBe(200);
  });
});
