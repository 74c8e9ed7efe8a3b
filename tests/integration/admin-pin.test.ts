import { beforeEach, describe, expect, it } from "vitest";
import * as pin from "@/app/api/admin/pin/route";
import * as logout from "@/app/api/auth/logout/route";
import { prisma } from "@/lib/db";
import { seedAdmin } from "@/prisma/seed";
import { ADMIN_STEP_COOKIE } from "@/lib/auth/admin-step";
import type { SessionUser } from "@/lib/auth/session";
import { ADMIN_PIN, cookieFor, createUser } from "@/tests/support/accounts";
import { letTimePass } from "@/tests/support/rate-limit-clock";
import { errorOf, jsonRequest } from "@/tests/support/requests";

let admin: SessionUser;
let cookie: string;

beforeEach(async () => {
  admin = await createUser("ADMIN");
  cookie = await cookieFor(admin);
});

const enter = (value: unknown, as = cookie) => pin.POST(jsonRequest("/api/admin/pin", { pin: value }, { headers: { cookie: as } }));

describe("POST /api/admin/pin", () => {
  it("sets a short-lived, signed, httpOnly cookie for the right PIN", async () => {
    const response = await enter(ADMIN_PIN);
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_STEP_COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=strict/i);
    expect(setCookie).toMatch(/Max-Age=1800/);
    expect(setCookie).not.toContain(ADMIN_PIN);
  });

  it("has its cookie cleared on log-out with the same attributes it was set with", async () => {
    const step = (await enter(ADMIN_PIN)).headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_STEP_COOKIE}=`))!;
    const response = await logout.POST(jsonRequest("/api/auth/logout", {}, { headers: { cookie } }));
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_STEP_COOKIE}=`))!;
    expect(cleared).toMatch(/Max-Age=0/);
    const attributes = (setCookie: string) =>
      setCookie
        .split("; ")
        .slice(1)
        .filter((part) => !/^(Max-Age|Expires)=/i.test(part))
        .sort();
    expect(attributes(cleared)).toEqual(attributes(step));
  });

  it("keeps the seeded admin's PIN only as an argon2id hash, which the keypad accepts", async () => {
    const email = `owner-${crypto.randomUUID()}@example.com`;
    await seedAdmin(prisma, { email, password: "a-long-enough-password", pin: "135792" });
    const stored = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(stored.adminPinHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain("135792");
    const seeded = await cookieFor({ id: stored.id, email, firstName: stored.firstName, lastName: stored.lastName, role: stored.role });
    expect((await enter("135792", seeded)).status).toBe(200);
    expect((await enter(ADMIN_PIN, seeded)).status).toBe(401);
  });

  it("says the spec's words for a wrong PIN and a wrong length", async () => {
    const wrong = await enter("000000");
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toBe("ACCESS DENIED - INVALID CREDENTIALS");
    for (const bad of ["12345", "1234567", "12a456", 123456, null]) {
      const response = await enter(bad);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe("ACCESS DENIED - INVALID PIN LENGTH");
    }
  });

  it("locks the PIN for 15 minutes after 5 wrong tries, even for the right PIN", async () => {
    for (let i = 0; i < 5; i++) expect((await enter("999999")).status).toBe(401);
    const locked = await enter(ADMIN_PIN);
    expect(locked.status).toBe(429);
    expect(await errorOf(locked)).toMatch(/TRY AGAIN IN 15 MINUTES/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it("ends the lock 15 minutes after the last try, then takes the right PIN", async () => {
    for (let i = 0; i < 5; i++) expect((await enter("999999")).status).toBe(401);
    await letTimePass(14);
    // Still locked, and this try starts the 15 minutes again.
    expect((await enter(ADMIN_PIN)).status).toBe(429);
    await letTimePass(14);
    expect((await enter(ADMIN_PIN)).status).toBe(429);
    await letTimePass(15);
    expect((await enter(ADMIN_PIN)).status).toBe(200);
  });

  it("forgets earlier mistakes after a success", async () => {
    for (let i = 0; i < 4; i++) await enter("999999");
    expect((await enter(ADMIN_PIN)).status).toBe(200);
    for (let i = 0; i < 4; i++) await enter("999999");
    expect((await enter(ADMIN_PIN)).status).toBe(200);
  });

  it("is only for a signed-in admin", async () => {
    expect((await enter(ADMIN_PIN, "")).status).toBe(401);
    const user = await createUser("USER");
    expect((await enter(ADMIN_PIN, await cookieFor(user))).status).toBe(403);
  });
});
