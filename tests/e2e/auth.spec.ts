import { SIGNUP_REQUESTED } from "@/lib/validation/auth";
import { E2E_ENV } from "@/scripts/e2e-env";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, FLOW_TIMEOUT, holdRequests, SERVER, test } from "./fixtures";

/**
 * /login, /signup and the header's account area (docs/product.md#accounts).
 *
 * Each test makes its own account, so tests run in parallel and never depend on each other.
 * The fixtures give every test its own client address, so the per-address login and signup
 * limits count one test's requests only (at most one signup and one login per test).
 */

const PASSWORD = "job-site-42";
const EXISTING_EMAIL = E2E_ENV.ADMIN_EMAIL;

type Account = { firstName: string; lastName: string; email: string; password: string };

function newAccount(firstName = "Dana"): Account {
  return { firstName, lastName: "Builder", email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: PASSWORD };
}

/** Creates an account straight through the API (one signup request). */
async function createAccount(page: Page, account: Account) {
  const response = await page.request.post("/api/auth/signup", {
    data: { firstName: account.firstName, lastName: account.lastName, email: account.email, password: account.password },
  });
  expect(response.status()).toBe(202);
}

/** Counts the requests the page sends to one endpoint. */
function countRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.method());
  });
  return seen;
}

const FORMS = {
  "/login": { name: "Log in with email", submit: "Continue with Email" },
  "/signup": { name: "Sign up with email", submit: "Create Account" },
} as const;

/**
 * Opens /login or /signup and waits until the form is live: its submit button stays disabled
 * until React has taken over the page.
 */
async function openForm(page: Page, path: keyof typeof FORMS) {
  await page.goto(path);
  const form = page.getByRole("form", { name: FORMS[path].name });
  await expect(form.getByRole("button", { name: FORMS[path].submit })).toBeEnabled(SERVER);
  return form;
}

async function fillSignup(form: Locator, fields: { firstName?: string; lastName?: string; email?: string; password?: string; confirm?: string }) {
  await form.getByLabel("First name").fill(fields.firstName ?? "");
  await form.getByLabel("Last name").fill(fields.lastName ?? "");
  await form.getByLabel("Email").fill(fields.email ?? "");
  await form.getByLabel("Password", { exact: true }).fill(fields.password ?? "");
  await form.getByLabel("Confirm password").fill(fields.confirm ?? "");
}

/** The header's account area: inline on desktop, inside the menu on phones. */
async function accountArea(page: Page, testInfo: TestInfo) {
  await page.waitForLoadState("load");
  if (testInfo.project.name !== "phone") return page.getByRole("banner");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  return menu;
}

/** Resolves when a new document has loaded (the full reloads after login and logout). */
function nextDocument(page: Page) {
  return page.waitForEvent("load");
}

const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/**
 * Keeps the text of every notice shown in this tab in sessionStorage, so a notice shown just
 * before a full page reload can still be checked after it.
 */
async function recordNotices(page: Page) {
  await page.addInitScript(() => {
    const key = "e2e-notices";
    new MutationObserver(() => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? "[]");
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const text = toast.textContent?.trim() ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
      sessionStorage.setItem(key, JSON.stringify(seen));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem("e2e-notices"))) ?? "[]") as string[];
}

test.describe("sign up", () => {
  test("a new account is created and the visitor is told to check their email and sent to log in @phone", async ({ page }) => {
    const account = newAccount();
    const form = await openForm(page, "/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("placeholder", "Min. 6 characters");

    // Held back until the submitting state has been seen.
    const release = await holdRequests(page, "**/api/auth/signup");
    await fillSignup(form, { ...account, confirm: account.password });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("button", { name: "Creating account..." })).toBeDisabled();
    release();

    await expect(toasts(page).filter({ hasText: "Check your email" })).toContainText(SIGNUP_REQUESTED, SERVER);
    await expect(page).toHaveURL("/login", SERVER);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  });

  test("mismatched passwords are caught before anything is sent", async ({ page }) => {
    const signups = countRequests(page, "/api/auth/signup");
    const form = await openForm(page, "/signup");
    await fillSignup(form, { ...newAccount(), password: "hammer-time", confirm: "hammer-tim3" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(toasts(page).filter({ hasText: "Passwords don't match" })).toContainText("Please make sure both passwords are the same.");
    // The schema's refusal also sits under the confirmation, as on the other password forms.
    const confirm = form.getByLabel("Confirm password");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(confirm).toHaveAccessibleDescription("The passwords don't match.");
    await expect(confirm).toBeFocused();
    await expect(page).toHaveURL("/signup");
    expect(signups).toEqual([]);
  });

  test("a password under 6 characters is caught before anything is sent", async ({ page }) => {
    const signups = countRequests(page, "/api/auth/signup");
    const form = await openForm(page, "/signup");
    await fillSignup(form, { ...newAccount(), password: "abc12", confirm: "abc12" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(toasts(page).filter({ hasText: "Password too short" })).toContainText("Password must be at least 6 characters long.");
    expect(signups).toEqual([]);
  });

  test("every field is required", async ({ page }) => {
    const signups = countRequests(page, "/api/auth/signup");
    const form = await openForm(page, "/signup");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Enter your first name.")).toBeVisible();
    await expect(form.getByText("Enter your last name.")).toBeVisible();
    await expect(form.getByText("Enter your email address.")).toBeVisible();
    await expect(form.getByText("Enter a password.")).toBeVisible();
    await expect(form.getByText("Confirm your password.")).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("First name")).toBeFocused();
    expect(signups).toEqual([]);
  });

  test("an email that already has an account gets the same answer as a new one: nothing tells the visitor it is taken", async ({ page }) => {
    const form = await openForm(page, "/signup");
    await fillSignup(form, { firstName: "Sam", lastName: "Taken", email: EXISTING_EMAIL, password: PASSWORD, confirm: PASSWORD });
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/signup"));
    await form.getByRole("button", { name: "Create Account" }).click();
    expect((await answer).status()).toBe(202);
    await expect(toasts(page).filter({ hasText: "Check your email" })).toContainText(SIGNUP_REQUESTED, SERVER);
    await expect(page).toHaveURL("/login", SERVER);
  });
});

test.describe("log in and out", () => {
  test("logging in greets the user in the header, and logging out signs them out @phone", async ({ page }, testInfo) => {
    test.setTimeout(FLOW_TIMEOUT); // three full page loads and two password checks
    const account = newAccount("Morgan");
    await createAccount(page, account);
    const notices = await recordNotices(page);

    const form = await openForm(page, "/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password").fill(account.password);
    const reloaded = nextDocument(page);
    await form.getByRole("button", { name: "Continue with Email" }).click();

    await reloaded;
    await expect(page).toHaveURL("/");
    expect((await notices()).join("\n")).toContain("Welcome back!");
    const loggedIn = await accountArea(page, testInfo);
    await expect(loggedIn.getByRole("link", { name: `Hi, ${account.firstName} (your account)` })).toBeVisible(SERVER);
    await expect(loggedIn.getByRole("link", { name: "Log In" })).toHaveCount(0);
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);

    const signedOut = nextDocument(page);
    await loggedIn.getByRole("button", { name: "Log Out" }).click();
    await signedOut;
    await expect(page).toHaveURL("/");
    const loggedOut = await accountArea(page, testInfo);
    await expect(loggedOut.getByRole("link", { name: "Log In" })).toBeVisible(SERVER);
    await expect(loggedOut.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expect(loggedOut.getByRole("link", { name: `Hi, ${account.firstName} (your account)` })).toHaveCount(0);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("a wrong password shows 'Login failed' and keeps the visitor on /login", async ({ page }) => {
    const account = newAccount();
    await createAccount(page, account);

    const form = await openForm(page, "/login");
    const release = await holdRequests(page, "**/api/auth/login");
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password").fill("not-my-password");
    await form.getByRole("button", { name: "Continue with Email" }).click();
    await expect(form.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    release();

    await expect(toasts(page).filter({ hasText: "Login failed" })).toContainText("Invalid email or password", SERVER);
    await expect(page).toHaveURL("/login");
    await expect(form.getByRole("button", { name: "Continue with Email" })).toBeEnabled();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("email and password are required", async ({ page }) => {
    const logins = countRequests(page, "/api/auth/login");
    const form = await openForm(page, "/login");
    await form.getByRole("button", { name: "Continue with Email" }).click();
    await expect(form.getByText("Enter your email address.")).toBeVisible();
    await expect(form.getByText("Enter your password.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    expect(logins).toEqual([]);
  });

  test("an anonymous visitor gets Log In and Sign Up in the server's HTML and no request for the user", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    expect(html).toMatch(/<a[^>]+href="\/login"[^>]*>Log In<\/a>/);
    expect(html).toMatch(/<a[^>]+href="\/signup"[^>]*>Sign Up<\/a>/);
    const userRequests = countRequests(page, "/api/auth/user");
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
    expect(userRequests).toEqual([]);
  });

  test("a signed-in visitor's greeting replaces Log In without moving the header", async ({ page }) => {
    const account = newAccount("Robin");
    await createAccount(page, account);
    expect((await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
    const release = await holdRequests(page, "**/api/auth/user");
    await page.goto("/login");
    const banner = page.getByRole("banner");
    const nav = banner.getByRole("navigation", { name: "Main" });
    await expect(nav).toHaveCSS("display", "flex"); // styles applied
    await page.evaluate(() => document.fonts.ready);
    const before = await nav.boundingBox();
    await expect(banner.getByRole("link", { name: "Log In" })).toBeVisible();

    release();
    await expect(banner.getByRole("link", { name: `Hi, ${account.firstName} (your account)` })).toBeVisible(SERVER);
    await expect(banner.getByRole("link", { name: "Log In" })).toHaveCount(0);
    expect(await nav.boundingBox()).toEqual(before);
  });
});

test.describe("social sign-in", () => {
  for (const path of ["/login", "/signup"] as const) {
    test(`GitHub, X and Apple only show a notice on ${path}`, async ({ page }) => {
      await openForm(page, path);
      for (const provider of ["GitHub", "X", "Apple"]) {
        await page.getByRole("button", { name: `Continue with ${provider}` }).click();
        await expect(toasts(page).filter({ hasText: `We're working on ${provider} integration` })).toBeVisible();
      }
      await expect(page).toHaveURL(path);
    });
  }

  test("Continue with Google goes to /api/login, which explains it isn't set up", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("status").filter({ hasText: "Google sign-in" })).toHaveCount(0);
    const google = page.getByRole("link", { name: "Continue with Google" });
    await expect(google).toHaveAttribute("href", "/api/login");
    await google.click();
    await expect(page).toHaveURL("/login?notice=google-unavailable");
    await expect(page.getByRole("status").filter({ hasText: "Google sign-in isn't set up on this site yet" })).toContainText("Log in with your email instead.");
  });
});

test.describe("page quality", () => {
  test("/login has its title, autocomplete hints and no serious accessibility problems @phone", async ({ page, expectAccessible }) => {
    const login = await openForm(page, "/login");
    await expect(page).toHaveTitle("Log In | Viralize");
    await expect(login.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
    await expect(login.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
    await expect(page.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/signup");
    await expectAccessible();

    await page.goto("/login?notice=google-unavailable");
    await expect(page.getByRole("status").filter({ hasText: "Google sign-in" })).toBeVisible();
    await expectAccessible();
  });

  test("/signup has its title, autocomplete hints and no serious accessibility problems @phone", async ({ page, expectAccessible }) => {
    const signup = await openForm(page, "/signup");
    await expect(page).toHaveTitle("Sign Up | Viralize");
    for (const [label, hint] of [
      ["First name", "given-name"],
      ["Last name", "family-name"],
      ["Email", "email"],
      ["Password", "new-password"],
      ["Confirm password", "new-password"],
    ] as const) {
      await expect(signup.getByLabel(label, { exact: true })).toHaveAttribute("autocomplete", hint);
    }
    await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login");
    await expectAccessible();

    // With every field in error, still accessible.
    await signup.getByRole("button", { name: "Create Account" }).click();
    await expect(signup.getByText("Enter your first name.")).toBeVisible();
    await expectAccessible();
  });

  test("controls are at least 44 px tall and nothing overflows on a phone @phone-only", async ({ page }) => {
    for (const path of ["/login", "/signup"] as const) {
      await openForm(page, path);
      const main = page.getByRole("main");
      for (const control of await main.locator("input, button, a").all()) {
        const box = await control.boundingBox();
        expect(box?.height ?? 0, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});
