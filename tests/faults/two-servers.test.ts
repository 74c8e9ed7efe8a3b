import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/auth/password";
import { createPrismaClient } from "@/lib/db/client";
import { startFakeSmtp, type FakeSmtp } from "@/tests/fakes/smtp";
import { ADMIN, CUSTOMER, newVisitor, paidPayment, post, startApp, startDatabase, waitFor, type App, type FaultDatabase } from "./stack";

// Two machines on one PostgreSQL: server A as the production start runs on a machine of two cores
// (two web processes and a job process), server B as one process that works the jobs itself.
// Each sends its email through a mail server of its own, so a delivery says which one sent it.
// Together they behave as one server: each order made, fulfilled and confirmed once, one rate
// limit, one session state, one blog, and a job left by a killed server finished by the other.

const ORDERS = 8;
// The one recipient whose mail server keeps the sender waiting, once: the job sending to it is mid-send.
const HELD = "held@mason.test";

let db: FaultDatabase | undefined;
let mailA: FakeSmtp | undefined;
let mailB: FakeSmtp | undefined;
let a: App | undefined;
let b: App | undefined;
let prisma: ReturnType<typeof createPrismaClient> | undefined;
let heldBy: "A" | "B" | undefined;

const holdOnce = (server: "A" | "B") => (recipient: string) => {
  if (recipient !== HELD || heldBy) return false;
  heldBy = server;
  return true;
};

/** Order confirmations the two mail servers took for an address: not its shipped or refund emails, not order #10's. */
const confirmations = (to: string, orderId: number) => {
  const subject = new RegExp(`^Subject: We've received your Viralize order #${orderId}\\r?$`, "m");
  return [...mailA!.received, ...mailB!.received].filter((message) => message.to.includes(to) && subject.test(message.data));
};

/** Reports a payment to both servers at once (the browser to one, Stripe's webhook to the other): the order id each answered. */
async function reportToBoth(payment: string): Promise<number[]> {
  const answers = await Promise.all([a!, b!].map((server) => post(server.url, "/api/create-order", { paymentIntentId: payment })));
  return Promise.all(
    answers.map(async (answer) => {
      expect([200, 201], await answer.clone().text()).toContain(answer.status);
      return ((await answer.json()) as { orderId: number }).orderId;
    }),
  );
}

/** The session cookies a sign-in on `server` set, as a browser sends them back. */
async function signIn(server: App, credentials: { email: string; password: string }, visitor: string): Promise<string> {
  const response = await post(server.url, "/api/auth/login", credentials, { visitor });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  db = await startDatabase("two-servers");
  prisma = createPrismaClient(db.url);
  mailA = await startFakeSmtp({ holds: holdOnce("A") });
  mailB = await startFakeSmtp({ holds: holdOnce("B") });
  const shared = { MAIL_PROVIDER: "smtp", SMTP_TIMEOUT_MS: "30000", JOB_RETRY_DELAY_SECONDS: "1", LOG_LEVEL: "warn" };
  [a, b] = await Promise.all([
    startApp(db.url, { ...shared, SMTP_URL: mailA.url, WEB_CONCURRENCY: "2" }),
    startApp(db.url, { ...shared, SMTP_URL: mailB.url, WEB_CONCURRENCY: "1" }),
  ]);
}, 180_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([mailA?.close(), mailB?.close()]);
  await db?.stop();
});

describe("two servers on one database", () => {
  it("make each order once, submit it to fulfilment once and send its confirmation once", async () => {
    const payments = await Promise.all(Array.from({ length: ORDERS }, (_, index) => paidPayment((index % 2 ? b : a)!.url)));
    const reported = await Promise.all(payments.map(reportToBoth));
    for (const [first, second] of reported) expect(first).toBe(second);
    const orderIds = reported.map(([orderId]) => orderId!);

    const orders = () => prisma!.order.findMany({ where: { paymentIntentId: { in: payments } } });
    await waitFor(
      "every order submitted and confirmed",
      async () => {
        const done = (await orders()).filter((order) => order.fulfillmentStatus === "submitted").map((order) => order.id);
        const sent = await prisma!.outgoingEmail.count({ where: { dedupeKey: { in: orderIds.map((id) => `order-${id}-confirmation`) }, status: "sent" } });
        return done.length === ORDERS && sent === ORDERS ? true : undefined;
      },
      45_000,
    );
    expect(await orders()).toHaveLength(ORDERS);
    for (const orderId of orderIds) {
      expect(await prisma!.orderEvent.count({ where: { orderId, type: "fulfilment.submitted" } }), `submissions of order ${orderId}`).toBe(1);
      expect(confirmations(CUSTOMER.email, orderId), `confirmations of order ${orderId}`).toHaveLength(1);
    }
  });

  it("count one rate limit: sign-in attempts split between them reach it together", async () => {
    const visitor = newVisitor();
    const attempt = (server: App, index: number) =>
      post(server.url, "/api/auth/login", { email: `nobody-${index}@mason.test`, password: "not the password" }, { visitor });
    // Ten attempts an address may make in 15 minutes: five on each server, all wrong.
    for (let index = 0; index < 10; index += 1) expect((await attempt(index % 2 ? b! : a!, index)).status).toBe(401);
    for (const server of [a!, b!]) {
      const refused = await attempt(server, 10);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Too many login attempts/);
    }
  });

  it("end a session everywhere: signed out on one, refused on the other", async () => {
    const account = { email: "pat@mason.test", password: "a long enough password" };
    await prisma!.user.create({
      data: {
        email: account.email,
        firstName: "Pat",
        lastName: "Mason",
        role: "USER",
        passwordHash: await hashSecret(account.password),
        emailVerified: new Date(),
      },
    });
    const visitor = newVisitor();
    const cookie = await signIn(a!, account, visitor);
    const me = (server: App) => fetch(`${server.url}/api/auth/user`, { headers: { cookie, "x-forwarded-for": visitor } });
    expect((await me(b!)).status).toBe(200);

    expect((await post(a!.url, "/api/auth/logout", {}, { visitor, cookie })).status).toBe(200);
    expect((await me(b!)).status).toBe(401);
    expect((await me(a!)).status).toBe(401);
  });

  it("show a post published on one server on the other's blog", async () => {
    const visitor = newVisitor();
    const blog = async (server: App) => (await fetch(`${server.url}/blog`, { headers: { "x-forwarded-for": visitor } })).text();
    // Every web process has rendered the blog and keeps that page.
    for (let visit = 0; visit < 4; visit += 1) await Promise.all([blog(a!), blog(b!)]);

    const session = await signIn(a!, { email: ADMIN.email, password: ADMIN.password }, visitor);
    const step = await post(a!.url, "/api/admin/pin", { pin: ADMIN.pin }, { visitor, cookie: session });
    expect(step.status, await step.clone().text()).toBe(200);
    const cookie = [session, ...step.headers.getSetCookie().map((value) => value.split(";")[0])].join("; ");
    const title = "Storm season: what roofers should post this week";
    const published = await post(
      a!.url,
      "/api/admin/blog-posts",
      { title, excerpt: "Three posts that bring in calls after a storm.", content: "Post photos of the work.", category: "Marketing", published: true },
      { visitor, cookie },
    );
    expect(published.status, await published.clone().text()).toBe(201);

    for (const server of [b!, a!, a!]) await expect.poll(() => blog(server), { timeout: 5_000 }).toContain(title);
  });

  it("finish a job left mid-run by a server killed with SIGKILL on the other server", { timeout: 120_000 }, async () => {
    const payment = await paidPayment(b!.url, { ...CUSTOMER, email: HELD });
    const [orderId] = await reportToBoth(payment);
    // The confirmation's job is taken by one server, whose mail server keeps it waiting mid-send.
    await waitFor("the confirmation to be held mid-send", async () => heldBy, 30_000);
    const [killed, survivor] = heldBy === "A" ? [a!, mailB!] : [b!, mailA!];
    await killed.kill();

    // Its heartbeat stops; the other server puts the job back and sends the email, once.
    const confirmation = () => prisma!.outgoingEmail.findUnique({ where: { dedupeKey: `order-${orderId}-confirmation` } });
    await waitFor("the other server to send the confirmation", async () => ((await confirmation())?.status === "sent" ? true : undefined), 90_000);
    expect(survivor.received.filter((message) => message.to.includes(HELD))).toHaveLength(1);
    expect(confirmations(HELD, orderId!)).toHaveLength(1);
    expect(await prisma!.orderEvent.count({ where: { orderId, type: "fulfilment.submitted" } })).toBe(1);
  });
});
