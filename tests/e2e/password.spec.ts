import type { BrowserContext, Page } from "@playwright/test";
import { RESET_LINK_UNUSABLE, RESET_REQUESTED } from "@/lib/validation/password";
import { signIn } from "./admin-session";
import { expect, FLOW_TIMEOUT, open, SERVER, test, untilHydrated } from "./fixtures";
import { closeOrdersDb, db } from "./orders-db";

/**
 * Passwords and sessions: a forgotten password reset through the emailed link, a password
 * changed on /account, and "Sign out everywhere" (on /account, and on the admin's dashboard,
 * where the server's answer is played so the one admin's sessions stay put). Each test makes its
 * own account, so tests run in parallel and never depend on each other.
 */

const PASSWORD = "job-site-42";
const NEW_PASSWORD = "new-roof-2025";

const uniqueEmail = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

const createdEmails: string[] = [];

test.afterAll(async () => {
  if (createdEmails.length) await db().user.deleteMany({ where: { email: { in: createdEmails.splice(0) } } });
  await closeOrdersDb();
});

async function createAccount(page: Page, firstName = "Jordan") {
  const account = { firstName, lastName: "Framer", email: uniqueEmail("password"), password: PASSWORD };
  expect((await page.request.post("/api/auth/signup", { data: account })).status()).toBe(202);
  createdEmails.push(account.email);
  return account;
}

/** Logs in through the /login form, as a person does; the page reloads at /. */
async function logInWithForm(page: Page, email: string, password: string) {
  if (!page.url().endsWith("/login")) await page.goto("/login");
  const form = page.getByRole("form", { name: "Log in with email" });
  await expect(form.getByRole("button", { name: "Continue with Email" })).toBeEnabled(SERVER);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  const reloaded = page.waitForEvent("load");
  await form.getByRole("button", { name: "Continue with Email" }).click();
  await reloaded;
  await expect(page).toHaveURL("/", SERVER);
}

/** The reset link of the latest email to this address, as the outbox (offline mail) holds it. */
async function emailedResetPath(email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      text =
        (await db().outgoingEmail.findFirst({ where: { to: email, subject: "Reset your Viralize password" }, orderBy: { createdAt: "desc" } }))?.text ?? "";
      return text;
    }, SERVER)
    .toContain("/reset-password?token=");
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)![0]);
  return `${link.pathname}${link.search}`;
}

/** The browser's session cookie now: a copy of it, as someone who took it would keep it. */
async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("authjs.session-token"));
  expect(cookie).toBeDefined();
  return cookie!;
}

test.describe("forgotten password", () => {
  test("the emailed link sets a new password, which then logs in; the link works once", async ({ page, expectAccessible }) => {
    test.setTimeout(FLOW_TIMEOUT); // an email job, two password hashes and several page loads
    const account = await createAccount(page);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expect(page).toHaveTitle("Forgot Your Password? | Viralize");
    const ask = page.getByRole("form", { name: "Ask for a reset link" });
    await expect(ask.getByRole("button", { name: "Email Me a Reset Link" })).toBeEnabled(SERVER);
    await expectAccessible({ include: "main" });
    await ask.getByLabel("Email").fill(account.email);
    await ask.getByRole("button", { name: "Email Me a Reset Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toContainText(RESET_REQUESTED, SERVER);

    await page.goto(await emailedResetPath(account.email));
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    await expect(page).toHaveTitle("Set a New Password | Viralize");
    const form = page.getByRole("form", { name: "Set a new password" });
    await expect(form.getByRole("button", { name: "Set New Password" })).toBeEnabled(SERVER);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill("not-the-same");
    await form.getByRole("button", { name: "Set New Password" }).click();
    await expect(form.getByText("The passwords don't match.")).toBeVisible();
    await expectAccessible({ include: "main" });
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    const resetPath = page.url();
    await form.getByRole("button", { name: "Set New Password" }).click();

    await expect(page).toHaveURL("/login", SERVER);
    await expect(toasts(page).filter({ hasText: "Password changed" })).toContainText("Log in with your new password.");
    expect((await page.request.post("/api/auth/login", { data: { email: account.email, password: PASSWORD } })).status()).toBe(401);
    await logInWithForm(page, account.email, NEW_PASSWORD);
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);

    // The same link again: it says it was used before anything is typed, and points to a new one.
    await page.goto(resetPath);
    await expect(page.getByRole("heading", { level: 1, name: "This link was already used" })).toBeVisible();
    await expect(page.getByText("Your password was already changed with a reset link. Log in with your new password.")).toBeVisible();
    await expect(page.getByText("No harm done")).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: "This reset link was already used." })).toBeVisible();
    await page.getByRole("link", { name: "Get a New Link" }).click();
    await expect(page).toHaveURL("/forgot-password");
  });

  test("an address without an account gets the same answer", async ({ page }) => {
    await page.goto("/forgot-password");
    const ask = page.getByRole("form", { name: "Ask for a reset link" });
    await expect(ask.getByRole("button", { name: "Email Me a Reset Link" })).toBeEnabled(SERVER);
    await ask.getByLabel("Email").fill(uniqueEmail("nobody"));
    await ask.getByRole("button", { name: "Email Me a Reset Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toContainText(RESET_REQUESTED, SERVER);
  });

  test("a link that expired while the page was open says so when sent", async ({ page }) => {
    const account = await createAccount(page);
    expect((await page.request.post("/api/auth/password-reset", { data: { email: account.email } })).status()).toBe(200);
    await page.goto(await emailedResetPath(account.email));
    const form = page.getByRole("form", { name: "Set a new password" });
    await expect(form.getByRole("button", { name: "Set New Password" })).toBeEnabled(SERVER);
    const user = await db().user.findUniqueOrThrow({ where: { email: account.email } });
    await db().passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: RESET_LINK_UNUSABLE })).toBeVisible(SERVER);
    await expect(page.getByRole("link", { name: "Get a New Link" })).toHaveAttribute("href", "/forgot-password");
  });
});

test.describe("/account", () => {
  test("changing the password keeps this browser signed in and ends a copied session", async ({ page }) => {
    test.setTimeout(FLOW_TIMEOUT); // a sign-up, a log-in and two change attempts, each hashing a password, and three page loads
    const account = await createAccount(page);
    await logInWithForm(page, account.email, PASSWORD);
    const copied = await sessionCookie(page.context());

    await page.goto("/account");
    const form = page.getByRole("form", { name: "Change your password" });
    await expect(form.getByRole("button", { name: "Change Password" })).toBeEnabled(SERVER);
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(toasts(page).filter({ hasText: "Password not changed" })).toContainText("That isn't your current password.", SERVER);

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(toasts(page).filter({ hasText: "Password changed" })).toContainText("You're still signed in here.", SERVER);
    await expect(form.getByLabel("Current password")).toHaveValue("");

    await page.reload();
    await expect(page).toHaveURL("/account");
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);

    // The session copied before the change no longer counts.
    await page.context().clearCookies();
    await page.context().addCookies([copied]);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("Sign out everywhere lands on log-in, and a copied session cookie no longer works", async ({ page, expectAccessible }) => {
    const account = await createAccount(page);
    expect((await page.request.post("/api/auth/login", { data: { email: account.email, password: PASSWORD } })).status()).toBe(200);
    const copied = await sessionCookie(page.context());

    await page.goto("/account");
    const security = page.getByRole("region", { name: "Sign-in and security" });
    await expect(security).toBeVisible();
    await expectAccessible({ include: "main" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await untilHydrated(page);
    await security.getByRole("button", { name: "Sign out everywhere" }).click();

    await expect(page).toHaveURL("/login", SERVER);
    await expect(toasts(page).filter({ hasText: "Signed out everywhere" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await page.context().addCookies([copied]);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    await page.goto("/account");
    await expect(page).toHaveURL("/login");
  });
});

test.describe("the admin's dashboard", () => {
  test("Sign out everywhere on the admin's bar makes the log-out call and lands on log-in", async ({ page }) => {
    // Production has one admin, ADMIN_EMAIL's: signing it out for real would end the other specs'
    // sessions. So the server's answer to the log-out call is played here; that the call ends every
    // session, a copied cookie's too, is the customer's test above (and tests/integration/sessions.test.ts for the admin's).
    await signIn(page);
    const logOuts: string[] = [];
    await page.route("**/api/auth/logout", async (route) => {
      logOuts.push(route.request().method());
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true }) });
    });

    await open(page, "/admin");
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("button", { name: "Log Out" })).toBeVisible();
    await bar.getByRole("button", { name: "Sign out everywhere" }).click();

    await expect(page).toHaveURL("/login?notice=signed-out-everywhere", SERVER);
    await expect(toasts(page).filter({ hasText: "Signed out everywhere" })).toBeVisible();
    expect(logOuts).toEqual(["POST"]);
  });
});
