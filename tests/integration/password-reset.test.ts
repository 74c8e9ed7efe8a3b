import { afterAll, describe, expect, it } from "vitest";
import * as login from "@/app/api/auth/login/route";
import * as resetRequest from "@/app/api/auth/password-reset/route";
import * as resetConfirm from "@/app/api/auth/password-reset/confirm/route";
import * as currentUser from "@/app/api/auth/user/route";
import { prisma } from "@/lib/db";
import { resetLinkState } from "@/lib/auth/password-reset";
import { env } from "@/lib/env";
import { keepHouse } from "@/lib/housekeeping";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { RESET_LINK_UNUSABLE, RESET_REQUESTED } from "@/lib/validation/password";
import { createUser } from "@/tests/support/accounts";
import { letTimePass } from "@/tests/support/rate-limit-clock";
import { jobRows, stopJobs, workJobsDueNow, workJobsUntil } from "@/tests/support/jobs";
import { errorOf, expectRateLimit, freshIp, jsonRequest } from "@/tests/support/requests";

afterAll(stopJobs);

const NEW_PASSWORD = "fresh-nails-77";

const askForLink = (email: string, ip = freshIp()) => resetRequest.POST(jsonRequest("/api/auth/password-reset", { email }, { ip }));
const setPassword = (token: string, password = NEW_PASSWORD, ip = freshIp()) =>
  resetConfirm.POST(jsonRequest("/api/auth/password-reset/confirm", { token, password }, { ip }));
const logIn = (email: string, password: string, ip = freshIp()) => login.POST(jsonRequest("/api/auth/login", { email, password }, { ip }));
const whoAmI = (cookie: string) => currentUser.GET(new Request("http://localhost/api/auth/user", { headers: { cookie } }));

async function signIn(email: string, password = "correct horse"): Promise<string> {
  const response = await logIn(email, password);
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Works the email job and reads the link out of the email it sent (the outbox, as offline mail). */
async function emailedLink(email: string, count = 1): Promise<{ link: string; token: string; text: string }> {
  await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { to: email } })) >= count);
  const mail = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return { link: link!, token: new URL(link!).searchParams.get("token")!, text: mail.text };
}

/** A reset link for a new account, as its owner would get it. */
async function accountWithLink() {
  const user = await createUser("USER");
  expect((await askForLink(user.email)).status).toBe(200);
  return { user, ...(await emailedLink(user.email)) };
}

describe("asking for a reset link", () => {
  it("answers the same for an address with an account and one without, after about the same time", async () => {
    const user = await createUser("USER");
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await askForLink(email);
      return { response, ms: performance.now() - started };
    };
    const known = await timed(user.email.toUpperCase());
    const missing = await timed(unknown);

    expect(known.response.status).toBe(200);
    expect(missing.response.status).toBe(known.response.status);
    expect(await missing.response.json()).toEqual(await known.response.json());
    expect(known.response.headers.getSetCookie()).toEqual(missing.response.headers.getSetCookie());
    // Neither answers before the floor that hides the account's row and job being written.
    expect(known.ms).toBeGreaterThanOrEqual(250);
    expect(missing.ms).toBeGreaterThanOrEqual(250);

    // Only the account got a link, and its email job came with it.
    const [row, ...more] = await prisma.passwordResetToken.findMany();
    expect(more).toEqual([]);
    expect(row!.userId).toBe(user.id);
    expect((await jobRows("account.email")).map((job) => job.data)).toEqual([{ kind: "password-reset", tokenId: row!.id }]);
  });

  it("says what to expect in the answer", async () => {
    const response = await askForLink(`nobody-${crypto.randomUUID()}@example.com`);
    expect(await response.json()).toEqual({ message: RESET_REQUESTED });
  });

  it("refuses a missing or malformed email with a sentence and writes nothing", async () => {
    const before = await prisma.passwordResetToken.count();
    for (const body of [{}, { email: "" }, { email: "not-an-email" }, { email: 42 }]) {
      const response = await resetRequest.POST(jsonRequest("/api/auth/password-reset", body));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(/email/i);
    }
    expect(await prisma.passwordResetToken.count()).toBe(before);
  });

  it("emails a link to /reset-password on the site, from a job, keeping only the token's hash", async () => {
    const user = await createUser("USER");
    await askForLink(user.email);
    expect(await prisma.outgoingEmail.count({ where: { to: user.email } })).toBe(0);
    const { link, token, text } = await emailedLink(user.email);

    expect(link.startsWith(`${env().SITE_URL.replace(/\/$/, "")}/reset-password?token=`)).toBe(true);
    expect(text).toContain("30 minutes");
    expect(text).toContain("Pat");
    const mail = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: user.email } });
    expect(mail.subject).toBe("Reset your Viralize password");

    const row = await prisma.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 60_000);
    const [job] = (await jobRows("account.email")).filter((j) => j.data.tokenId === row.id);
    expect(JSON.stringify(job)).not.toContain(token);
  });

  it("sends nothing for a link already used or expired by the time the job runs", async () => {
    const user = await createUser("USER");
    await askForLink(user.email);
    await prisma.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await workJobsDueNow();
    expect(await prisma.outgoingEmail.count({ where: { to: user.email } })).toBe(0);
  });

  it("allows 5 requests in 15 minutes from one address", async () => {
    await expectRateLimit(RATE_LIMITS.passwordReset, { limit: 5, windowSeconds: 900 }, (ip) => askForLink(`someone-${crypto.randomUUID()}@example.com`, ip));
  });

  it("allows 3 requests an hour for one email from one address, known or not", async () => {
    // expectRateLimit's "visitor" is the email here, always from one address.
    const ip = freshIp();
    await expectRateLimit(RATE_LIMITS.passwordResetEmailFromAddress, { limit: 3, windowSeconds: 3600 }, (visitor) =>
      askForLink(`reset-${visitor.replace(/[^a-z0-9]/gi, "")}@example.com`, ip),
    );
  });
});

describe("setting a new password with the link", () => {
  it("works once: the new password signs in, the old one doesn't, and the link is refused the second time", async () => {
    const { user, token } = await accountWithLink();
    const done = await setPassword(token);
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie()).toEqual([]);

    expect((await logIn(user.email, "correct horse")).status).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await setPassword(token, "another-one-99");
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toBe(RESET_LINK_UNUSABLE);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const { user, token } = await accountWithLink();
    await prisma.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await setPassword(token);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(RESET_LINK_UNUSABLE);
    expect((await logIn(user.email, "correct horse")).status).toBe(200);
  });

  it("tells its page whether a link can be used, was used or has expired; any other token is unknown", async () => {
    const used = await accountWithLink();
    expect(await resetLinkState(used.token)).toBe("usable");
    expect((await setPassword(used.token)).status).toBe(200);
    expect(await resetLinkState(used.token)).toBe("used");

    const late = await accountWithLink();
    await prisma.passwordResetToken.updateMany({ where: { userId: late.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resetLinkState(late.token)).toBe("expired");

    for (const token of ["x".repeat(43), "short", ""]) expect(await resetLinkState(token)).toBe("unknown");
  });

  it("refuses an unknown, mangled or missing token with the same sentence", async () => {
    for (const body of [
      { token: "x".repeat(43), password: NEW_PASSWORD },
      { token: "short", password: NEW_PASSWORD },
      { password: NEW_PASSWORD },
      { token: 12345, password: NEW_PASSWORD },
    ]) {
      const response = await resetConfirm.POST(jsonRequest("/api/auth/password-reset/confirm", body));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(RESET_LINK_UNUSABLE);
    }
  });

  it("holds the new password to the signup rules, leaving the link usable", async () => {
    const { token } = await accountWithLink();
    const short = await setPassword(token, "12345");
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toBe("Password must be at least 6 characters long.");
    expect((await setPassword(token)).status).toBe(200);
  });

  it("lets exactly one of two parallel uses of a link through", async () => {
    const { user, token } = await accountWithLink();
    const answers = await Promise.all([setPassword(token, "parallel-one-1"), setPassword(token, "parallel-two-2")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const signIns = await Promise.all([logIn(user.email, "parallel-one-1"), logIn(user.email, "parallel-two-2")]);
    expect(signIns.map((s) => s.status).sort()).toEqual([200, 401]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
  });

  it("signs the account out everywhere: a session from before the reset is refused", async () => {
    const user = await createUser("USER");
    const before = await signIn(user.email);
    expect((await whoAmI(before)).status).toBe(200);
    await askForLink(user.email);
    const { token } = await emailedLink(user.email);
    expect((await setPassword(token)).status).toBe(200);
    expect((await whoAmI(before)).status).toBe(401);
    expect((await whoAmI(await signIn(user.email, NEW_PASSWORD))).status).toBe(200);
  });

  it("uses up the account's other outstanding links", async () => {
    const user = await createUser("USER");
    await askForLink(user.email);
    const first = await emailedLink(user.email, 1);
    await askForLink(user.email);
    const second = await emailedLink(user.email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await setPassword(second.token)).status).toBe(200);
    const stale = await setPassword(first.token, "stale-link-00");
    expect(stale.status).toBe(400);
    expect(await errorOf(stale)).toBe(RESET_LINK_UNUSABLE);
  });

  it("forgives the account's wrong passwords from the address the link is used from: its owner logs in there at once", async () => {
    const { user, token } = await accountWithLink();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await logIn(user.email, "a wrong guess", ip)).status).toBe(401);
    // Past the address's own 15 minutes, the account's wrong passwords from it still hold for the hour.
    await letTimePass(15);
    expect((await logIn(user.email, "correct horse", ip)).status).toBe(429);
    expect((await setPassword(token, NEW_PASSWORD, ip)).status).toBe(200);
    expect((await logIn(user.email, NEW_PASSWORD, ip)).status).toBe(200);
  });

  it("allows 10 tries in 15 minutes from one address", async () => {
    await expectRateLimit(RATE_LIMITS.passwordResetUse, { limit: 10, windowSeconds: 900 }, (ip) => setPassword("y".repeat(43), NEW_PASSWORD, ip));
  });
});

describe("housekeeping", () => {
  it("prunes reset links older than a day and keeps newer ones", async () => {
    const user = await createUser("USER");
    const day = 86_400_000;
    await prisma.passwordResetToken.createMany({
      data: [
        {
          id: `old-${crypto.randomUUID()}`,
          userId: user.id,
          tokenHash: crypto.randomUUID(),
          expiresAt: new Date(Date.now() - day),
          createdAt: new Date(Date.now() - 2 * day),
        },
        {
          id: `new-${crypto.randomUUID()}`,
          userId: user.id,
          tokenHash: crypto.randomUUID(),
          expiresAt: new Date(Date.now() - 60_000),
          createdAt: new Date(Date.now() - 3_600_000),
        },
      ],
    });
    const report = await keepHouse();
    expect(report.passwordResetTokens).toBeGreaterThanOrEqual(1);
    const left = await prisma.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(left.map((row) => row.id.split("-")[0])).toEqual(["new"]);
  });
});
