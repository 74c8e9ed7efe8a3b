import type { Page } from "@playwright/test";
import { SIGNUP_REQUESTED } from "@/lib/validation/auth";
import { VERIFY_LINK_SENT, VERIFY_LINK_UNUSABLE } from "@/lib/validation/email-verification";
import { emailedVerificationPath } from "./email-links";
import { expect, FLOW_TIMEOUT, SERVER, test } from "./fixtures";
import { closeOrdersDb, db } from "./orders-db";

/**
 * Confirming an account's email: the link the sign-up emails (read from the outbox, as offline
 * mail keeps it), opened signed out (the password confirms) or signed in (one click), and a new
 * link from the account page. Each test makes its own account.
 */

const PASSWORD = "level-and-plumb-7";
const createdEmails: string[] = [];
const uniqueEmail = () => `confirm-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

test.afterAll(async () => {
  if (createdEmails.length) await db().user.deleteMany({ where: { email: { in: createdEmails.splice(0) } } });
  await closeOrdersDb();
});

test("a sign-up's emailed link, opened signed out, takes the password, confirms the address and logs in; used again, it says so", async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(FLOW_TIMEOUT); // a sign-up and a confirmation, each hashing a password, an email job and several page loads
  const email = uniqueEmail();
  createdEmails.push(email);
  await page.goto("/signup");
  const signup = page.getByRole("form", { name: "Sign up with email" });
  await expect(signup.getByRole("button", { name: "Create Account" })).toBeEnabled(SERVER);
  await signup.getByLabel("First name").fill("Avery");
  await signup.getByLabel("Last name").fill("Stone");
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signup.getByLabel("Confirm password").fill(PASSWORD);
  await signup.getByRole("button", { name: "Create Account" }).click();
  await expect(toasts(page).filter({ hasText: "Check your email" })).toContainText(SIGNUP_REQUESTED, SERVER);
  await expect(page).toHaveURL("/login", SERVER);

  const link = await emailedVerificationPath(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email" })).toBeVisible();
  const form = page.getByRole("form", { name: "Confirm your email" });
  await expect(form).toContainText(email);
  await expect(form.getByRole("button", { name: "Confirm and log in" })).toBeEnabled(SERVER);
  await expectAccessible({ include: "main" });
  await form.getByLabel("Password").fill("not-my-password");
  await form.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(toasts(page).filter({ hasText: "Email not confirmed" })).toContainText("Invalid email or password", SERVER);
  expect((await db().user.findUniqueOrThrow({ where: { email } })).emailVerified).toBeNull();

  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible(SERVER);
  expect((await db().user.findUniqueOrThrow({ where: { email } })).emailVerified).not.toBeNull();
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page).toHaveURL("/account", SERVER);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your email" })).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This link has run out" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: VERIFY_LINK_UNUSABLE })).toBeVisible();
});

test("an unconfirmed account asks for a new link from its account page, which confirms it in one click there", async ({ page }) => {
  test.setTimeout(FLOW_TIMEOUT);
  const email = uniqueEmail();
  createdEmails.push(email);
  expect((await page.request.post("/api/auth/signup", { data: { firstName: "Avery", lastName: "Stone", email, password: PASSWORD } })).status()).toBe(202);
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
  await emailedVerificationPath(email);

  await page.goto("/account");
  const notice = page.getByRole("region", { name: "Confirm your email" });
  await expect(notice).toContainText(email);
  await expect(notice.getByRole("button", { name: "Send a new link" })).toBeEnabled(SERVER);
  await notice.getByRole("button", { name: "Send a new link" }).click();
  await expect(toasts(page).filter({ hasText: "Link sent" })).toContainText(VERIFY_LINK_SENT, SERVER);

  await page.goto(await emailedVerificationPath(email, 2));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible(SERVER);
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible(SERVER);
  await expect(page.getByRole("region", { name: "Confirm your email" })).toHaveCount(0);
});
