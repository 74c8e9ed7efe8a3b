import { afterAll, describe, expect, it } from "vitest";
import * as login from "@/app/api/auth/login/route";
import * as resetRequest from "@/app/api/auth/password-reset/route";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { createUser } from "@/tests/support/accounts";
import { jobRows, stopJobs, workJobsUntil } from "@/tests/support/jobs";
import { letTimePass } from "@/tests/support/rate-limit-clock";
import { errorOf, freshIp, jsonRequest } from "@/tests/support/requests";

afterAll(stopJobs);

// The rules these tests hold, in their own numbers:
// - an address: 10 sign-in attempts in 15 minutes, whatever the account;
// - an account from one address: 10 wrong passwords an hour, then that address waits (the owner elsewhere doesn't);
// - an account from every address together: 20 wrong passwords in an hour is a burst: the admin is
//   emailed once, and while it lasts each address gets 3 wrong passwords an hour for that account;
// - reset links: 3 an hour for one email from one address, 10 an hour for one email from all of them.
const RIGHT = "correct horse";
const MINUTE = 60;

const logIn = (email: string, password: string, ip = freshIp()) => login.POST(jsonRequest("/api/auth/login", { email, password }, { ip }));
const askForLink = (email: string, ip = freshIp()) => resetRequest.POST(jsonRequest("/api/auth/password-reset", { email }, { ip }));

async function expectWrong(email: string, times: number, ip?: string): Promise<void> {
  for (let i = 0; i < times; i++) expect((await logIn(email, `guess ${i}`, ip)).status, `wrong password ${i + 1}`).toBe(401);
}

/** A 429 with a sentence and a Retry-After within (lowest, highest] seconds. */
async function expectWaiting(response: Response, lowest: number, highest: number): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(lowest);
  expect(retryAfter).toBeLessThanOrEqual(highest);
  await errorOf(response);
}

const alertsAbout = async (email: string) => (await jobRows("security.email")).filter((job) => job.data.account === email);

describe("wrong passwords never lock out the person who knows the right one", () => {
  it("ten wrong passwords from one address: the right one from another address signs in", async () => {
    const user = await createUser("USER");
    await expectWrong(user.email, 10, freshIp());
    expect((await logIn(user.email, RIGHT)).status).toBe(200);
  });

  it("ten wrong passwords for the admin from ten addresses: the admin still signs in", async () => {
    const admin = await createUser("ADMIN");
    await expectWrong(admin.email.toUpperCase(), 10);
    expect((await logIn(admin.email, RIGHT)).status).toBe(200);
  });

  it("ten wrong passwords for one account from one address: that address waits an hour for that account only, then the owner signs in there", async () => {
    const user = await createUser("USER");
    const other = await createUser("USER");
    const ip = freshIp();
    await expectWrong(user.email, 10, ip);
    // The address's own limit (10 attempts in 15 minutes) answers first.
    await expectWaiting(await logIn(user.email, RIGHT, ip), 0, 15 * MINUTE);

    await letTimePass(15);
    // The address is free again for other accounts; for this one it waits out the rest of the hour.
    expect((await logIn(other.email, RIGHT, ip)).status).toBe(200);
    await expectWaiting(await logIn(user.email, RIGHT, ip), 40 * MINUTE, 45 * MINUTE);
    expect((await logIn(user.email, RIGHT)).status).toBe(200);

    await letTimePass(45);
    expect((await logIn(user.email, RIGHT, ip)).status).toBe(200);
  });

  it("a burst on one account from many addresses: the admin is emailed once, each address gets 3 wrong passwords, and the owner still signs in", async () => {
    const admin = await createUser("ADMIN");
    await expectWrong(admin.email, 19);
    expect(await alertsAbout(admin.email)).toHaveLength(0);
    await expectWrong(admin.email, 1);
    expect(await alertsAbout(admin.email)).toHaveLength(1);

    // During the burst an address gets 3 wrong passwords an hour at this account, not 10.
    const guesser = freshIp();
    await expectWrong(admin.email, 3, guesser);
    await expectWaiting(await logIn(admin.email, `guess 4`, guesser), 55 * MINUTE, 60 * MINUTE);
    expect((await logIn(admin.email, RIGHT)).status).toBe(200);

    // More failures in the same burst email nobody again.
    await expectWrong(admin.email, 5);
    expect(await alertsAbout(admin.email)).toHaveLength(1);
    await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { to: env().ADMIN_EMAIL, text: { contains: admin.email } } })) === 1);
    const alert = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: env().ADMIN_EMAIL, text: { contains: admin.email } } });
    expect(alert.subject).toMatch(/failed sign-ins/i);

    // An hour on, the burst is over: an address has its 10 again, and a new burst would be a new email.
    await letTimePass(60);
    await expectWrong(admin.email, 10, freshIp());
    expect((await logIn(admin.email, RIGHT)).status).toBe(200);
  });

  it("a burst on an email without an account emails nobody", async () => {
    const email = `nobody-${crypto.randomUUID()}@example.com`;
    await expectWrong(email, 25);
    expect(await alertsAbout(email)).toHaveLength(0);
  });

  it("an address still gets 10 attempts in 15 minutes, whatever the accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await logIn(`someone-${crypto.randomUUID()}@example.com`, "nope", ip)).status).toBe(401);
    const user = await createUser("USER");
    await expectWaiting(await logIn(user.email, RIGHT, ip), 0, 15 * MINUTE);
  });
});

describe("reset links a stranger asks for", () => {
  it("use up only the stranger's own requests: the owner still gets a link", async () => {
    const user = await createUser("USER");
    const stranger = freshIp();
    for (let i = 0; i < 3; i++) expect((await askForLink(user.email, stranger)).status).toBe(200);
    await expectWaiting(await askForLink(user.email, stranger), 0, 60 * MINUTE);

    expect((await askForLink(user.email)).status).toBe(200);
    expect(await prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(4);
  });

  it("stop at 10 an hour for one email from any mix of addresses, so nobody's inbox is flooded; an hour on, the owner asks again", async () => {
    const user = await createUser("USER");
    for (let i = 0; i < 10; i++) expect((await askForLink(user.email)).status, `request ${i + 1}`).toBe(200);
    await expectWaiting(await askForLink(user.email), 0, 60 * MINUTE);
    expect(await prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(10);

    await letTimePass(60);
    expect((await askForLink(user.email)).status).toBe(200);
  });
});
