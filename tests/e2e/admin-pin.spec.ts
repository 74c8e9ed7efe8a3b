import { E2E_ENV } from "@/scripts/e2e-env";
import type { Page } from "@playwright/test";
import { expect, FLOW_TIMEOUT, SERVER, test } from "./fixtures";

/*
 * /admin/login, the admin PIN keypad (docs/product.md#admin-pin).
 * Budget: the admin's PIN locks after 5 wrong tries (shared with every other spec), so this file
 * enters exactly ONE wrong PIN per run (desktop only). Logins are rate limited: this file logs in 6 times per full run.
 */

test.describe.configure({ timeout: FLOW_TIMEOUT });

const ADMIN = { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD };
const ADMIN_PIN = E2E_ENV.ADMIN_PIN;

async function logIn(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post("/api/auth/login", { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 Page Not Found", SERVER);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible(SERVER);
  await expect(page.getByRole("button", { name: "ENTER" })).toHaveCount(0);
}

function keypad(page: Page) {
  return {
    display: page.getByTestId("pin-display"),
    count: page.getByText(/^\d of 6 digits entered$/),
    enter: page.getByRole("button", { name: "ENTER", exact: true }),
    clear: page.getByRole("button", { name: "CLR", exact: true }),
    digit: (d: string) => page.getByRole("group", { name: "PIN keypad" }).getByRole("button", { name: d, exact: true }),
    verifying: page.getByText("VERIFYING CREDENTIALS..."),
    alert: (text: string) => page.getByRole("alert").filter({ hasText: text }),
  };
}

async function clickDigits(page: Page, digits: string) {
  for (const d of digits) await keypad(page).digit(d).click();
}

type Timeline = { pressedAt?: number; verifyingAt?: number; deniedAt?: number; denied?: string; keysLockedWhileVerifying?: boolean };
type TimelineWindow = Window & { pinTimeline?: Timeline };

/**
 * Records inside the page when the last click or key press happened, when 'VERIFYING
 * CREDENTIALS...' and then a denial first appear, and whether the keys were locked meanwhile. The verifying state lasts about a second, and on a busy
 * `next dev` machine a Playwright click alone can take longer than that, so polling from the test
 * could miss it. Returns a reader for the timeline.
 */
async function recordVerification(page: Page) {
  await page.evaluate(() => {
    const timeline: Timeline = {};
    (window as TimelineWindow).pinTimeline = timeline;
    const pressed = () => {
      if (timeline.verifyingAt === undefined) timeline.pressedAt = performance.now();
    };
    window.addEventListener("click", pressed, { capture: true });
    window.addEventListener("keydown", pressed, { capture: true });
    new MutationObserver(() => {
      const now = performance.now();
      const status = document.querySelector('main [role="status"]')?.textContent ?? "";
      const alert = document.querySelector('main [role="alert"]')?.textContent ?? "";
      if (timeline.verifyingAt === undefined && status.includes("VERIFYING CREDENTIALS...")) {
        timeline.verifyingAt = now;
        timeline.keysLockedWhileVerifying = [...document.querySelectorAll("main button")].every((b) => (b as HTMLButtonElement).disabled);
      }
      if (timeline.verifyingAt !== undefined && timeline.deniedAt === undefined && alert) {
        timeline.deniedAt = now;
        timeline.denied = alert;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => ({ ...(window as TimelineWindow).pinTimeline }));
}

test.describe("who reaches /admin/login", () => {
  test("an anonymous visitor gets the 404 page for /admin/login, /admin and its tabs", async ({ page }) => {
    await expectNotFound(page, "/admin/login");
    await expectNotFound(page, "/admin");
    await expectNotFound(page, "/admin/orders");
    await expectNotFound(page, "/admin?tab=orders");
  });

  test("a signed-in customer gets the 404 page too", async ({ page }) => {
    const email = `pin-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const password = "customer-pass-1";
    const signup = await page.request.post("/api/auth/signup", { data: { firstName: "Casey", lastName: "Customer", email, password } });
    expect(signup.status(), await signup.text()).toBe(202);
    await logIn(page, { email, password });
    await expectNotFound(page, "/admin/login");
    await expectNotFound(page, "/admin");
    await expectNotFound(page, "/admin/orders");
  });
});

test.describe("the admin PIN keypad", () => {
  test("the admin is sent from /admin to the keypad; keys, CLR, masking, length check, then the right PIN opens /admin @phone", async ({
    page,
    expectAccessible,
  }) => {
    await logIn(page, ADMIN);
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/login", SERVER);
    await expect(page).toHaveTitle("Admin Access | Viralize Admin", SERVER);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex.*nofollow/);
    await expect(page.getByRole("heading", { level: 1, name: "RESTRICTED ACCESS" })).toBeVisible();
    await expect(page.getByText("WARNING: UNAUTHORIZED ACCESS IS PROHIBITED. ALL ATTEMPTS ARE LOGGED.")).toBeVisible();
    // No site header or footer in the admin area.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

    const pad = keypad(page);
    await expect(pad.digit("1")).toBeEnabled(SERVER); // the keypad is live (hydrated)
    // Keys are at least 56 px square (polled: `next dev` may apply its styles a moment late).
    for (const d of "0123456789") {
      await expect.poll(async () => (await pad.digit(d).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(56);
      expect((await pad.digit(d).boundingBox())!.width).toBeGreaterThanOrEqual(56);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await expect(pad.display).toHaveText("______");
    await expect(pad.count).toHaveText("0 of 6 digits entered");
    await expect(pad.enter).toBeDisabled();
    await expectAccessible({ include: "main" });

    // ENTER stays disabled until the sixth digit; the display shows dots, never digits.
    for (const [index, d] of [..."13579"].entries()) {
      await pad.digit(d).click();
      await expect(pad.display).toHaveText("●".repeat(index + 1) + "_".repeat(5 - index));
      await expect(pad.enter).toBeDisabled();
    }
    await expect(pad.count).toHaveText("5 of 6 digits entered");
    expect(await pad.display.textContent()).not.toMatch(/\d/);
    expect(await page.locator("body").innerText()).not.toContain("13579");
    await pad.digit("2").click();
    await expect(pad.enter).toBeEnabled();
    await pad.digit("4").click(); // a seventh digit is ignored
    await expect(pad.display).toHaveText("●●●●●●");

    // CLR empties the PIN.
    await pad.clear.click();
    await expect(pad.display).toHaveText("______");
    await expect(pad.count).toHaveText("0 of 6 digits entered");
    await expect(pad.enter).toBeDisabled();

    // Enter on the keyboard with too few digits is refused here, without asking the server.
    const pinCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/admin/pin")) pinCalls.push(request.url());
    });
    await page.keyboard.type("123");
    await expect(pad.display).toHaveText("●●●___");
    await page.keyboard.press("Enter");
    await expect(pad.alert("ACCESS DENIED - INVALID PIN LENGTH")).toBeVisible();
    await expect(pad.display).toHaveText("______");
    expect(pinCalls).toEqual([]);
    await expectAccessible({ include: "main" });

    // The right PIN, by clicking the keys: verifying, then /admin.
    await clickDigits(page, ADMIN_PIN);
    await expect(pad.alert("ACCESS DENIED")).toHaveCount(0);
    const timeline = await recordVerification(page);
    await pad.enter.click();
    await expect.poll(async () => (await timeline()).verifyingAt).toBeDefined();
    expect((await timeline()).keysLockedWhileVerifying).toBe(true);
    await expect(page).toHaveURL("/admin", SERVER);
    expect(pinCalls).toHaveLength(1);
  });

  test("the right PIN typed on the keyboard opens /admin (Backspace and Escape edit it)", async ({ page }) => {
    await logIn(page, ADMIN);
    await page.goto("/admin/login");
    const pad = keypad(page);
    await expect(pad.display).toHaveText("______");
    await expect(pad.digit("1")).toBeEnabled(SERVER); // the keypad is live (hydrated)

    // Tab shows a visible focus ring; Enter on a focused key presses that key.
    await pad.digit("5").focus();
    await page.keyboard.press("Tab");
    await expect(pad.digit("6")).toBeFocused();
    expect(await pad.digit("6").evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(pad.display).toHaveText("●_____");
    await page.keyboard.press("Escape");
    await expect(pad.display).toHaveText("______");
    await pad.digit("6").blur();

    await page.keyboard.type("2468");
    await expect(pad.display).toHaveText("●●●●__");
    await page.keyboard.press("Backspace");
    await expect(pad.display).toHaveText("●●●___");
    await expect(pad.count).toHaveText("3 of 6 digits entered");
    await page.keyboard.press("Escape");
    await expect(pad.display).toHaveText("______");

    await page.keyboard.type(ADMIN_PIN);
    await expect(pad.display).toHaveText("●●●●●●");
    await expect(pad.enter).toBeEnabled();
    const timeline = await recordVerification(page);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await timeline()).verifyingAt).toBeDefined();
    await expect(page).toHaveURL("/admin", SERVER);
  });

  // The only wrong PIN sent to the server in this file (see the budget above).
  test("denials: VERIFYING CREDENTIALS... for at least a second, then the server's message and a cleared PIN", async ({ page }) => {
    await logIn(page, ADMIN);
    await page.goto("/admin/login");
    const pad = keypad(page);
    await expect(pad.digit("1")).toBeEnabled(SERVER); // the keypad is live (hydrated)

    // A lock answered at once (stubbed: no PIN reaches the server) still shows verifying for 1 s.
    const lock = "ACCESS LOCKED - TOO MANY ATTEMPTS. TRY AGAIN IN 15 MINUTES.";
    await page.route("**/api/admin/pin", (route) => route.fulfill({ status: 429, json: { error: lock } }));
    await clickDigits(page, "111111");
    let timeline = await recordVerification(page);
    await pad.enter.click();
    await expect(pad.alert(lock)).toBeVisible();
    const stubbed = await timeline();
    expect(stubbed.keysLockedWhileVerifying).toBe(true);
    expect(stubbed.verifyingAt).toBeDefined();
    expect(stubbed.deniedAt! - stubbed.pressedAt!).toBeGreaterThanOrEqual(1000);
    await expect(pad.display).toHaveText("______");
    await page.unroute("**/api/admin/pin");

    // A wrong PIN, checked by the server.
    await clickDigits(page, "135790");
    await expect(pad.alert("ACCESS LOCKED")).toHaveCount(0); // typing dismisses the last message
    await expect(pad.display).toHaveText("●●●●●●");
    timeline = await recordVerification(page);
    await pad.enter.click();
    await expect(pad.alert("ACCESS DENIED - INVALID CREDENTIALS")).toBeVisible(SERVER);
    const denied = await timeline();
    expect(denied.denied).toBe("ACCESS DENIED - INVALID CREDENTIALS");
    expect(denied.verifyingAt).toBeDefined();
    expect(denied.deniedAt! - denied.pressedAt!).toBeGreaterThanOrEqual(1000);

    await expect(pad.verifying).toHaveCount(0);
    await expect(pad.display).toHaveText("______");
    await expect(pad.count).toHaveText("0 of 6 digits entered");
    await expect(pad.enter).toBeDisabled();
    await expect(page).toHaveURL("/admin/login");
  });
});
