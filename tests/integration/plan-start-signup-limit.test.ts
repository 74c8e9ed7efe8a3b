import { describe, expect, it } from "vitest";

// This file's worker reads its environment once: the sandbox gateway.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox" });
const signup = await import("@/app/api/auth/signup/route");
const { POST: planStart } = await import("@/app/api/plans/start/route");
const { prisma } = await import("@/lib/db");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { BUSINESS } = await import("@/tests/support/plans");
const { letTimePass } = await import("@/tests/support/rate-limit-clock");
const { errorOf, freshIp, jsonRequest } = await import("@/tests/support/requests");

// The rule these tests hold, in their own numbers: 5 new accounts an hour from one address,
// however they are made (the sign-up form or a plan start).
const person = () => ({ firstName: "Rosa", lastName: "Diaz", email: `rosa-${crypto.randomUUID()}@example.com`, password: "hammer-time" });

const signUp = (account: ReturnType<typeof person>, ip: string) => signup.POST(jsonRequest("/api/auth/signup", account, { ip }));
const startWithAccount = (account: ReturnType<typeof person>, ip: string) =>
  planStart(jsonRequest("/api/plans/start", { plan: "professional", business: BUSINESS, account }, { ip }));
const accountExists = async (email: string) => (await prisma.user.count({ where: { email } })) === 1;

describe("accounts made by a plan start", () => {
  it("count with sign-ups: 5 an hour from one address, by either way, then the 6th is refused and nothing is made", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await signUp(person(), ip)).status).toBe(202);
    for (let i = 0; i < 2; i++) expect((await startWithAccount(person(), ip)).status).toBe(202);

    const refused = person();
    const response = await startWithAccount(refused, ip);
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toMatch(/accounts/);
    expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await accountExists(refused.email)).toBe(false);
    expect((await signUp(person(), ip)).status).toBe(429);

    await letTimePass(60);
    expect((await startWithAccount(refused, ip)).status).toBe(202);
    expect(await accountExists(refused.email)).toBe(true);
  });

  it("5 plan starts with new accounts from one address, then the sign-up form waits too", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await startWithAccount(person(), ip)).status).toBe(202);
    expect((await signUp(person(), ip)).status).toBe(429);
  });

  it("a signed-in customer's plan start makes no account and counts nothing against the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signUp(person(), ip)).status).toBe(202);
    const cookie = await cookieFor(await createUser("USER"));
    const started = await planStart(jsonRequest("/api/plans/start", { plan: "professional", business: BUSINESS }, { ip, headers: { cookie } }));
    expect(started.status).toBe(201);
  });
});
