import type { Page } from "@playwright/test";
import { BLACK_TEE_S, buy, line } from "./checkout-flow";
import { expect, FLOW_TIMEOUT, holdRequests, SERVER, test } from "./fixtures";
import { closeOrdersDb, insertPrintOrder } from "./orders-db";

/**
 * A customer's own orders: /account for a signed-in customer, /orders/lookup for a guest with the
 * order number and email. Each test buys for real through /checkout in sandbox mode (TEST MODE
 * card), with its own account or email, so tests never depend on each other.
 */

const NOT_FOUND = "We couldn't find an order with that number and email. Check both and try again.";

test.afterAll(closeOrdersDb);

const uniqueEmail = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Fails when the page is wider than a 375 px phone. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.describe("/account", () => {
  test("a signed-in customer sees the order they just paid for @phone", async ({ page, expectAccessible }, testInfo) => {
    test.setTimeout(FLOW_TIMEOUT); // signup, login, a payment and three full page loads
    const account = { firstName: "Riley", lastName: "Mason", email: uniqueEmail("account"), password: "job-site-42" };
    expect((await page.request.post("/api/auth/signup", { data: account })).status()).toBe(202);

    await page.goto("/login");
    const form = page.getByRole("form", { name: "Log in with email" });
    await expect(form.getByRole("button", { name: "Continue with Email" })).toBeEnabled(SERVER);
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password").fill(account.password);
    const reloaded = page.waitForEvent("load");
    await form.getByRole("button", { name: "Continue with Email" }).click();
    await reloaded;
    await expect(page).toHaveURL("/");

    const orderNumber = await buy(page, [line(BLACK_TEE_S, 1)], account.email);

    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(page.getByText(`Hi, ${account.firstName}.`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const orders = page.getByRole("region", { name: "Your orders" });
    await expect(orders.getByRole("article")).toHaveCount(1);
    const order = orders.getByRole("article", { name: `Order #${orderNumber}` });
    await expect(order.getByText("Payment: Paid")).toBeVisible();
    // The fulfilment job may have sent it to production already.
    await expect(order.getByText(/^Delivery: (Preparing|In production)$/)).toBeVisible();
    await expect(order.getByText("Order placed and paid.")).toBeVisible();
    await expect(order.getByText("RCI Unisex Tee", { exact: true })).toBeVisible();
    await expect(order.getByText("12 Elm St")).toBeVisible();
    if (testInfo.project.name === "desktop") {
      await expect(page.getByRole("banner").getByRole("link", { name: `Hi, ${account.firstName}` })).toHaveAttribute("href", "/account");
    }
    await expectAccessible({ include: "main" });
    await expectFitsPhone(page);
  });

  test("an anonymous visitor is sent to log in", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  });
});

test.describe("/orders/lookup", () => {
  test("a guest finds their order by number and email; a wrong email is not found @phone", async ({ page, expectAccessible }) => {
    test.setTimeout(FLOW_TIMEOUT); // a payment and the look-ups
    const email = uniqueEmail("guest");
    const orderNumber = await buy(page, [line(BLACK_TEE_S, 1)], email);

    // As the confirmation email links to it.
    await page.goto(`/orders/lookup?order=${orderNumber}`);
    await expect(page.getByRole("heading", { level: 1, name: "Track an order" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const form = page.getByRole("form", { name: "Find your order" });
    const submit = form.getByRole("button", { name: "Find my order" });
    await expect(submit).toBeEnabled(SERVER);
    await expect(form.getByLabel("Order number")).toHaveValue(String(orderNumber));
    await expect(form.getByLabel("Order number")).toHaveAttribute("autocomplete", "off");
    await expect(form.getByLabel("Email you ordered with")).toHaveAttribute("autocomplete", "email");

    await form.getByLabel("Email you ordered with").fill("someone-else@example.com");
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText(NOT_FOUND, SERVER);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);

    // Held back until the busy button has been seen; a double click sends one request.
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/orders/lookup") lookups.push(request.method());
    });
    const release = await holdRequests(page, "**/api/orders/lookup");
    await form.getByLabel("Email you ordered with").fill(email.toUpperCase());
    await submit.dblclick();
    await expect(form.getByRole("button", { name: "Finding your order..." })).toBeDisabled();
    release();

    const order = page.getByRole("article", { name: `Order #${orderNumber}` });
    await expect(order).toBeVisible(SERVER);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(order.getByText("Payment: Paid")).toBeVisible();
    await expect(order.getByText("Order placed and paid.")).toBeVisible();
    await expect(order.getByText("$24.99").first()).toBeVisible();
    await expect(form.getByRole("button", { name: "Find my order" })).toBeEnabled();
    expect(lookups).toEqual(["POST"]);
    await expectAccessible({ include: "main" });
    await expectFitsPhone(page);
  });

  test("a guest finds a print order by its P- number and the email it was paid with @phone", async ({ page, expectAccessible }, testInfo) => {
    const phone = testInfo.project.name === "phone";
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail("print");
    const { printOrderId } = await insertPrintOrder({ businessName: "Mason Roofing", email });
    const number = `P-${printOrderId}`;

    await page.goto(`/orders/lookup?order=${number.toLowerCase()}`);
    const form = page.getByRole("form", { name: "Find your order" });
    const submit = form.getByRole("button", { name: "Find my order" });
    await expect(submit).toBeEnabled(SERVER);
    await expect(form.getByLabel("Order number")).toHaveValue(number);
    // The merchandise order with the same digits is someone else's: not found with this email.
    await form.getByLabel("Order number").fill(String(printOrderId));
    await form.getByLabel("Email you ordered with").fill(email);
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText(NOT_FOUND, SERVER);

    await form.getByLabel("Order number").fill(`p${printOrderId}`);
    await submit.click();
    const order = page.getByRole("article", { name: `Print order ${number}` });
    await expect(order).toBeVisible(SERVER);
    await expect(order.getByTestId("print-order-status")).toHaveText("Paid");
    await expect(order.getByText("500 × Business Cards")).toBeVisible();
    await expect(order.getByTestId("print-order-address")).toHaveText("Joe Mason\n12 Elm St\nAustin, TX 78701\nUnited States");
    await expect(page.getByRole("article", { name: /^Order #/ })).toHaveCount(0);
    await expectAccessible({ include: "main" });
    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`lookup-print-order-${testInfo.project.name}.png`), fullPage: true });
  });

  test.describe("before any JavaScript runs", () => {
    test.use({ javaScriptEnabled: false });

    test("the order number from the emailed link is already in the server's HTML", async ({ page }) => {
      await page.goto("/orders/lookup?order=1042");
      await expect(page.getByRole("form", { name: "Find your order" }).getByLabel("Order number")).toHaveValue("1042");
    });
  });

  test("the fields are checked before anything is sent", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/orders/lookup") lookups.push(request.method());
    });
    await page.goto("/orders/lookup");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Track an Order" })).toHaveAttribute("href", "/orders/lookup");
    const form = page.getByRole("form", { name: "Find your order" });
    await expect(form.getByRole("button", { name: "Find my order" })).toBeEnabled(SERVER);
    await expect(form.getByLabel("Order number")).toHaveValue("");
    await form.getByRole("button", { name: "Find my order" }).click();
    await expect(form.getByText("Enter your order number, like 1042 (or P-1042 for a print order).")).toBeVisible();
    await expect(form.getByText("Enter the email address you ordered with.")).toBeVisible();
    await expect(form.getByLabel("Order number")).toBeFocused();
    expect(lookups).toEqual([]);
  });
});
