import { describe, expect, it } from "vitest";
import * as login from "@/app/api/auth/login/route";
import * as pin from "@/app/api/admin/pin/route";
import { clientIp } from "@/lib/http/client-ip";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { ADMIN_PIN, cookieFor, createUser } from "@/tests/support/accounts";
import { errorOf, freshIp, jsonRequest } from "@/tests/support/requests";

// Requests as server.js passes them on: the socket's address appended last to whatever
// X-Forwarded-For the visitor sent (TRUST_PROXY_HOPS=0, no proxy in front).
const throughServer = (typed: string, socket: string) => `${typed}, ${socket}`;
const wrongLogin = (email: string, forwardedFor: string) =>
  login.POST(jsonRequest("/api/auth/login", { email, password: "not the password" }, { ip: forwardedFor }));

describe("the visitor's address", () => {
  it("is the socket's, whatever X-Forwarded-For or X-Real-IP the visitor typed", () => {
    const request = new Request("http://localhost/", {
      headers: { "x-forwarded-for": throughServer("1.1.1.1, 2.2.2.2", "203.0.113.9"), "x-real-ip": "3.3.3.3" },
    });
    expect(clientIp(request)).toBe("203.0.113.9");
  });

  it("stays limited when the visitor changes X-Forwarded-For after 10 wrong logins", async () => {
    const socket = freshIp();
    const email = `victim-${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < 10; i++) expect((await wrongLogin(email, throughServer(`10.0.0.${i}`, socket))).status).toBe(401);
    const forged = await wrongLogin(`other-${email}`, throughServer("10.9.9.9", socket));
    expect(forged.status).toBe(429);
    expect(await errorOf(forged)).toBe(RATE_LIMITS.login.message);
  });
});

describe("sign-in per account", () => {
  // What strangers' wrong passwords do to an account is in sign-in-guessing.test.ts.
  it("counts only failures: an account's owner signs in as often as they like", async () => {
    const user = await createUser("USER");
    for (let i = 0; i < 12; i++) {
      expect((await login.POST(jsonRequest("/api/auth/login", { email: user.email, password: "correct horse" }, { ip: freshIp() }))).status).toBe(200);
    }
  });
});

describe("the admin PIN", () => {
  it("checks at most 5 of 100 parallel wrong guesses, then locks even the right PIN", async () => {
    const admin = await createUser("ADMIN");
    const cookie = await cookieFor(admin);
    const guess = (value: string) => pin.POST(jsonRequest("/api/admin/pin", { pin: value }, { headers: { cookie } }));
    const statuses = (await Promise.all(Array.from({ length: 100 }, (_, i) => guess(String(100_000 + i))))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect((await guess(ADMIN_PIN)).status).toBe(429);
  });
});
