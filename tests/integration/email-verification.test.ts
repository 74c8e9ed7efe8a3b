import { afterAll, describe, expect, it } from "vitest";
import * as login from "@/app/api/auth/login/route";
import * as resetRequest from "@/app/api/auth/password-reset/route";
import * as resetConfirm from "@/app/api/auth/password-reset/confirm/route";
import * as currentUser from "@/app/api/auth/user/route";
import { POST as quoteRequestRoute } from "@/app/api/quote-request/route";
import { accountIdentity, trustGoogleVerifiedEmail } from "@/lib/auth/email-verification";
import { sessionCookieName } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { keepHouse } from "@/lib/housekeeping";
import { printOrdersOfCustomer } from "@/lib/quotes/views";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { EMAIL_ALREADY_CONFIRMED, PASSWORD_TO_CONFIRM, VERIFY_LINK_SENT, VERIFY_LINK_UNUSABLE } from "@/lib/validation/email-verification";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { askForNewLink, confirmEmail, emailedVerificationLink, PASSWORD, signedUp } from "@/tests/support/email-verification";
import { jobRows, stopJobs, workJobsDueNow, workJobsUntil } from "@/tests/support/jobs";
import { adminCookie } from "@/tests/support/orders";
import { payFirstMonth } from "@/tests/support/plans";
import { confirmQuotePayment, emailedToken, openQuotePayment, pricedQuote, pricing } from "@/tests/support/quotes";
import { letTimePass } from "@/tests/support/rate-limit-clock";
import { errorOf, expectRateLimit, jsonRequest } from "@/tests/support/requests";

/** An account confirms its email with an emailed link; until then nothing is attached to it by email alone. */

afterAll(stopJobs);

const HOUR = 3_600_000;

async function logIn(email: string, password = PASSWORD): Promise<string> {
  const response = await login.POST(jsonRequest("/api/auth/login", { email, password }));
  expect(response.status).toBe(200);
  return sessionCookieOf(response)!;
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${sessionCookieName()}=`))
    ?.split(";")[0];
}

const confirmedAt = async (email: string) => (await prisma.user.findUniqueOrThrow({ where: { email } })).emailVerified;
const whoAmI = (cookie: string) => currentUser.GET(new Request("http://localhost/api/auth/user", { headers: { cookie } }));

/** A print quote for this address, priced by the admin and paid from its link: the request's id. */
async function paidPrintOrder(email: string, requestId?: number): Promise<number> {
  let token: string;
  if (requestId === undefined) {
    const quote = await pricedQuote(email);
    [requestId, token] = [quote.requestId, quote.token];
  } else {
    const priced = await pricing(requestId, await adminCookie());
    token = await emailedToken(((await priced.json()) as { quoteId: string }).quoteId);
  }
  const { clientSecret } = (await (await openQuotePayment(token)).json()) as { clientSecret: string };
  expect((await payFirstMonth(clientSecret)).status).toBe(200);
  expect((await confirmQuotePayment(token)).status).toBe(201);
  return requestId;
}

const printOrdersSeenBy = async (email: string) => {
  const user = await prisma.user.findUniqueOrThrow({ where: { email } });
  return (await printOrdersOfCustomer(await accountIdentity(user.id))).map((order) => order.quoteRequestId);
};

describe("the link emailed at sign-up", () => {
  it("is on the site, works for 24 hours, and only its token's hash is kept (the job holds the row's id)", async () => {
    const email = await signedUp();
    const { link, token, text } = await emailedVerificationLink(email);
    expect(link.startsWith(`${env().SITE_URL.replace(/\/$/, "")}/verify-email?token=`)).toBe(true);
    expect(text).toContain("24 hours");
    expect(text).toContain("Rosa");

    const row = await prisma.emailVerificationToken.findFirstOrThrow({ where: { user: { email } } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * HOUR);
    const [job] = (await jobRows("account.email")).filter((j) => j.data.tokenId === row.id);
    expect(JSON.stringify(job)).not.toContain(token);
  });

  it("confirms the address of the account signed in where it is opened, once", async () => {
    const email = await signedUp();
    const cookie = await logIn(email);
    const { token } = await emailedVerificationLink(email);
    expect(await confirmedAt(email)).toBeNull();

    const confirmed = await confirmEmail({ token }, { cookie });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ next: "/account" });
    expect(await confirmedAt(email)).toBeInstanceOf(Date);

    const again = await confirmEmail({ token }, { cookie });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toBe(VERIFY_LINK_UNUSABLE);
  });

  it("needs the account's password when opened signed out, so the owner of an address someone else registered can't confirm that account with a click", async () => {
    // Someone registers Rosa's address with a password of their own; Rosa gets the link.
    const email = await signedUp();
    const { token } = await emailedVerificationLink(email);

    const clicked = await confirmEmail({ token });
    expect(clicked.status).toBe(401);
    expect(await errorOf(clicked)).toBe(PASSWORD_TO_CONFIRM);
    const guessed = await confirmEmail({ token, password: "not-the-password" });
    expect(guessed.status).toBe(401);
    expect(sessionCookieOf(guessed)).toBeUndefined();
    // Signed in to another account does not count either.
    const other = await cookieFor(await createUser("USER"));
    expect((await confirmEmail({ token }, { cookie: other })).status).toBe(401);
    expect(await confirmedAt(email)).toBeNull();

    // Whoever chose the password confirms it, and is signed in by the answer.
    const confirmed = await confirmEmail({ token, password: PASSWORD });
    expect(confirmed.status).toBe(200);
    expect(await confirmedAt(email)).toBeInstanceOf(Date);
    expect(await (await whoAmI(sessionCookieOf(confirmed)!)).json()).toMatchObject({ email });
  });

  it("refuses an expired, unknown, mangled or missing token with one sentence", async () => {
    const email = await signedUp();
    const cookie = await logIn(email);
    const { token } = await emailedVerificationLink(email);
    await prisma.emailVerificationToken.updateMany({ where: { user: { email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const body of [{ token }, { token: "x".repeat(43) }, { token: "short" }, {}, { token: 12345 }]) {
      const response = await confirmEmail(body, { cookie });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(VERIFY_LINK_UNUSABLE);
    }
    expect(await confirmedAt(email)).toBeNull();
  });

  it("lets exactly one of two parallel uses through, and confirming uses up the account's other links", async () => {
    const email = await signedUp();
    const cookie = await logIn(email);
    const first = await emailedVerificationLink(email);
    expect((await askForNewLink(cookie)).status).toBe(200);
    const second = await emailedVerificationLink(email, 2);
    expect(second.token).not.toBe(first.token);

    const answers = await Promise.all([confirmEmail({ token: second.token }, { cookie }), confirmEmail({ token: second.token }, { cookie })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const stale = await confirmEmail({ token: first.token }, { cookie });
    expect(stale.status).toBe(400);
    expect(await errorOf(stale)).toBe(VERIFY_LINK_UNUSABLE);
  });

  it("is not sent when it was used up or expired before the job ran", async () => {
    const email = await signedUp();
    await prisma.emailVerificationToken.updateMany({ where: { user: { email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await workJobsDueNow();
    expect(await prisma.outgoingEmail.count({ where: { to: email } })).toBe(0);
  });

  it("allows 10 tries in 15 minutes from one address", async () => {
    await expectRateLimit(RATE_LIMITS.verificationLinkUse, { limit: 10, windowSeconds: 900 }, (ip) => confirmEmail({ token: "y".repeat(43) }, { ip }));
  });
});

describe("a new link from the account page", () => {
  it("is emailed to the signed-in account, 3 an hour", async () => {
    const email = await signedUp();
    const cookie = await logIn(email);
    await emailedVerificationLink(email);
    for (let sent = 2; sent <= 4; sent++) {
      const response = await askForNewLink(cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: VERIFY_LINK_SENT });
      await emailedVerificationLink(email, sent);
    }
    const limited = await askForNewLink(cookie);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toBe(RATE_LIMITS.verificationLinkRequest.message);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    await letTimePass(60);
    expect((await askForNewLink(cookie)).status).toBe(200);
  });

  it("needs a signed-in account whose address is not confirmed yet", async () => {
    expect((await askForNewLink()).status).toBe(401);
    const email = await signedUp();
    const cookie = await logIn(email);
    const { token } = await emailedVerificationLink(email);
    expect((await confirmEmail({ token }, { cookie })).status).toBe(200);
    const again = await askForNewLink(cookie);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(EMAIL_ALREADY_CONFIRMED);
  });
});

describe("what an account is shown", () => {
  it("shows print orders paid with its address only once the address is confirmed", async () => {
    const email = `crew-${crypto.randomUUID()}@mason.test`;
    const requestId = await paidPrintOrder(email);

    // Anyone can register the customer's address; what they see stays theirs alone.
    await signedUp(email);
    expect(await printOrdersSeenBy(email)).toEqual([]);

    const { token } = await emailedVerificationLink(email);
    expect((await confirmEmail({ token, password: PASSWORD })).status).toBe(200);
    expect(await printOrdersSeenBy(email)).toEqual([requestId]);
  });

  it("shows a print quote it requested while signed in from the start, whatever address the form gave", async () => {
    const email = await signedUp();
    const cookie = await logIn(email);
    const form = {
      product: "business-cards",
      paper: "premium",
      finish: "matte",
      corners: "square",
      quantity: 500,
      designOption: "template",
      businessInfo: { businessName: "Diaz Roofing", contactPerson: "Rosa Diaz", phone: "555-0100", email: `office-${crypto.randomUUID()}@diaz.test` },
    };
    const requested = await quoteRequestRoute(jsonRequest("/api/quote-request", form, { headers: { cookie } }));
    expect(requested.status).toBe(201);
    const { id } = (await requested.json()) as { id: number };
    await paidPrintOrder(form.businessInfo.email, id);

    expect(await confirmedAt(email)).toBeNull();
    expect(await printOrdersSeenBy(email)).toEqual([id]);
  });
});

describe("other proofs of the address", () => {
  it("a password reset through the emailed link confirms it", async () => {
    const email = await signedUp();
    expect((await resetRequest.POST(jsonRequest("/api/auth/password-reset", { email }))).status).toBe(200);
    await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { to: email, subject: "Reset your Viralize password" } })) === 1);
    const mail = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: email, subject: "Reset your Viralize password" } });
    const token = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)![0]).searchParams.get("token");
    expect((await resetConfirm.POST(jsonRequest("/api/auth/password-reset/confirm", { token, password: "a-new-one-77" }))).status).toBe(200);
    expect(await confirmedAt(email)).toBeInstanceOf(Date);
  });

  it("a Google sign-in confirms the address Google says it verified, and no other", async () => {
    const google = { provider: "google", type: "oidc" as const, providerAccountId: "1" };
    const verified = await createUser("USER");
    await trustGoogleVerifiedEmail({ user: { id: verified.id }, account: google, profile: { email: verified.email.toUpperCase(), email_verified: true } });
    expect(await confirmedAt(verified.email)).toBeInstanceOf(Date);

    const unverified = await createUser("USER");
    await trustGoogleVerifiedEmail({ user: { id: unverified.id }, account: google, profile: { email: unverified.email, email_verified: false } });
    // Google linked to an account of another address vouches for Google's address only.
    await trustGoogleVerifiedEmail({ user: { id: unverified.id }, account: google, profile: { email: "someone-else@gmail.com", email_verified: true } });
    expect(await confirmedAt(unverified.email)).toBeNull();
  });
});

describe("housekeeping", () => {
  it("prunes links older than two days and keeps newer ones", async () => {
    const user = await createUser("USER");
    await prisma.emailVerificationToken.createMany({
      data: [
        {
          id: `old-${crypto.randomUUID()}`,
          userId: user.id,
          tokenHash: crypto.randomUUID(),
          expiresAt: new Date(Date.now() - 25 * HOUR),
          createdAt: new Date(Date.now() - 49 * HOUR),
        },
        {
          id: `new-${crypto.randomUUID()}`,
          userId: user.id,
          tokenHash: crypto.randomUUID(),
          expiresAt: new Date(Date.now() - HOUR),
          createdAt: new Date(Date.now() - 25 * HOUR),
        },
      ],
    });
    const report = await keepHouse();
    expect(report.emailVerificationTokens).toBeGreaterThanOrEqual(1);
    const left = await prisma.emailVerificationToken.findMany({ where: { userId: user.id } });
    expect(left.map((row) => row.id.split("-")[0])).toEqual(["new"]);
  });
});
