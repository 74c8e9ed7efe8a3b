import type { Page } from "@playwright/test";
import { BLACK_TEE_S, buy, CART_KEY, field, fillCard, line, openCheckout, TEST_CARD, type Variant } from "./checkout-flow";
import { expect, FLOW_TIMEOUT, holdRequests, SERVER, test } from "./fixtures";
import { closeOrdersDb, db, uniqueTag } from "./orders-db";

// A whole purchase per test, and whole-page axe scans of the card form: room for a busy machine.
test.describe.configure({ timeout: FLOW_TIMEOUT });

const createdCoupons: string[] = [];
test.afterAll(async () => {
  if (createdCoupons.length) await db().coupon.deleteMany({ where: { code: { in: createdCoupons } } });
  await closeOrdersDb();
});

/**
 * /checkout (docs/product.md#checkout) against the real endpoints in sandbox mode: the server
 * prices the cart, the TEST MODE card form confirms with the sandbox gateway, and the order is
 * created for real. The cart is put in this browser's storage before the page loads.
 */

const DECLINED_CARD = "4000 0000 0000 0002";
const REQUIRED_TITLE = "Please fill required fields";
const REQUIRED_DESCRIPTION = "Name and email are required to complete your order.";
/** Out of stock in the seed. */
const NAVY_TEE_S: Variant = {
  ...BLACK_TEE_S,
  variantId: "500000006",
  variantName: "RCI Unisex Tee / Navy / S",
  image: "/merch/rci-unisex-tee-navy.webp",
  color: "Navy",
};

const payButton = (page: Page) => page.getByRole("button", { name: /^(Pay \$[\d,.]+|Processing\.\.\.)$/ });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });
const savedCart = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { id: string; quantity: number }[], CART_KEY);

function uniqueEmail() {
  return `checkout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function fillCustomer(page: Page, email = uniqueEmail()) {
  await field(page, "First name").fill("Dana");
  await field(page, "Last name").fill("Builder");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("(555) 010-2030");
  await field(page, "Street address").fill("12 Elm St");
  await field(page, "City").fill("Austin");
  await field(page, "State").fill("tx");
  await field(page, "ZIP").fill("78701");
  await field(page, "Order notes").fill("Leave at the side gate.");
  return email;
}

/** Counts the requests the page sends to one endpoint. */
function countRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.method());
  });
  return seen;
}

test.describe("checkout", () => {
  test("an empty cart offers a way back to the store", async ({ page }) => {
    await openCheckout(page);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/store");
    await expect(page.getByRole("form", { name: "Checkout" })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page).toHaveTitle(/^Checkout \| Viralize$/);
  });

  test("shows the cart, the TEST MODE card form and its hint", async ({ page }) => {
    await openCheckout(page, [line(BLACK_TEE_S, 2)]);
    await expect(summary(page).getByText("RCI Unisex Tee", { exact: true })).toBeVisible();
    await expect(summary(page).getByText("Black / S")).toBeVisible();
    await expect(summary(page).getByText("Qty 2")).toBeVisible();
    await expect(summary(page).getByTestId("line-total")).toHaveText("$49.98");
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$49.98");
    await expect(payButton(page)).toHaveText("Pay $49.98");
    await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
    await expect(page.getByTestId("test-card-hint")).toHaveText(
      "Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future date and any CVC.",
    );
    await expect(page.getByRole("link", { name: "Back to Store" })).toHaveAttribute("href", "/store");

    for (const [name, autocomplete] of [
      ["First name", "given-name"],
      ["Last name", "family-name"],
      ["Email", "email"],
      ["Phone", "tel"],
      ["Street address", "address-line1"],
      ["Apartment, suite, unit", "address-line2"],
      ["City", "address-level2"],
      ["State", "address-level1"],
      ["ZIP", "postal-code"],
      ["Card number", "cc-number"],
    ] as const) {
      await expect(field(page, name)).toHaveAttribute("autocomplete", autocomplete);
    }
    await expect(field(page, "Card number")).toHaveAttribute("inputmode", "numeric");
    await field(page, "Card number").pressSequentially("4242424242424242");
    await expect(field(page, "Card number")).toHaveValue(TEST_CARD);
    await field(page, "Expiry (MM/YY)").pressSequentially("1234");
    await expect(field(page, "Expiry (MM/YY)")).toHaveValue("12/34");
  });

  test("a cart saved with prices in dollars, before carts kept cents, shows the same prices", async ({ page }) => {
    await openCheckout(page, [{ ...line(BLACK_TEE_S, 2), priceCents: undefined, price: 24.99 }]);
    await expect(summary(page).getByText("Qty 2")).toBeVisible();
    await expect(summary(page).getByTestId("line-total")).toHaveText("$49.98");
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$49.98");
    await expect(payButton(page)).toHaveText("Pay $49.98");
  });

  test("names and email are required before anything is sent", async ({ page }) => {
    const intents = countRequests(page, "/api/create-payment-intent");
    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    await field(page, "Email").fill("dana@example.com");
    await payButton(page).click();

    await expect(toast(page, REQUIRED_TITLE)).toContainText(REQUIRED_DESCRIPTION);
    await expect(page.getByText("Enter your first name.")).toBeVisible();
    await expect(page.getByText("Enter your last name.")).toBeVisible();
    await expect(page.getByText("Enter your street address.")).toBeVisible();
    await expect(field(page, "First name")).toBeFocused();
    await expect(field(page, "First name")).toHaveAttribute("aria-invalid", "true");

    // With the names given, the other fields' own rules show under them, the card's too.
    await field(page, "First name").fill("Dana");
    await field(page, "Last name").fill("Builder");
    await field(page, "State").fill("T");
    await payButton(page).click();
    await expect(page.getByText("Use two letters, like TX.")).toBeVisible();
    await expect(page.getByText("Enter your card number.")).toBeVisible();
    expect(intents).toEqual([]);
  });

  test("a purchase with the test card places the order and empties the cart @phone", async ({ page }) => {
    const intents = countRequests(page, "/api/create-payment-intent");
    const orders = countRequests(page, "/api/create-order");
    const stripeRequests: string[] = [];
    page.on("request", (request) => {
      if (/stripe\.com/.test(new URL(request.url()).hostname)) stripeRequests.push(request.url());
    });
    // The real server answers, once the busy button has been seen.
    const release = await holdRequests(page, "**/api/create-payment-intent");

    await openCheckout(page, [line(BLACK_TEE_S, 2)]);
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    const email = await fillCustomer(page);
    await fillCard(page);
    await payButton(page).dblclick();
    await expect(payButton(page)).toHaveText("Processing...");
    await expect(payButton(page)).toBeDisabled();
    release();

    await expect(toast(page, "Order successful!")).toContainText("Your order has been processed and sent to fulfillment.", SERVER);
    const confirmed = page.getByRole("heading", { level: 1, name: /^Order #\d+ confirmed$/ });
    await expect(confirmed).toBeVisible(SERVER);
    const orderNumber = Number(/#(\d+)/.exec((await confirmed.textContent()) ?? "")?.[1]);
    // The confirmation is a page of its own, which a reload shows again.
    await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}/confirmed\\?key=[\\w-]{20,}$`));
    await page.reload();
    await expect(confirmed).toBeVisible(SERVER);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText("Black / S")).toBeVisible();
    await expect(page.getByTestId("confirmation-total")).toHaveText("$49.98");
    await expect(page.getByRole("link", { name: "Track this order" })).toHaveAttribute("href", `/orders/lookup?order=${orderNumber}`);
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    expect(await savedCart(page)).toEqual([]);
    expect(intents).toHaveLength(1);
    expect(orders).toHaveLength(1);
    expect(stripeRequests).toEqual([]);
  });

  test("an order's confirmation page opens only with its own key", async ({ page }) => {
    const orderNumber = await buy(page, [line(BLACK_TEE_S, 1)], uniqueEmail());
    const key = new URL(page.url()).searchParams.get("key") ?? "";
    expect(key).not.toBe("");
    // Guessing a neighbour's number, or leaving the key out, finds nothing.
    for (const guess of [
      `/orders/${orderNumber}/confirmed`,
      `/orders/${orderNumber}/confirmed?key=${"x".repeat(key.length)}`,
      `/orders/${orderNumber - 1}/confirmed?key=${key}`,
    ]) {
      const response = await page.request.get(guess);
      expect(response.status(), guess).toBe(404);
      expect(await response.text()).not.toContain("Riley");
    }
    expect((await page.request.get(`/orders/${orderNumber}/confirmed?key=${key}`)).status()).toBe(200);
  });

  test("a signed-in customer finds their name and email filled in", async ({ page }) => {
    const account = { firstName: "Casey", lastName: "Contractor", email: uniqueEmail(), password: "job-site-42" };
    expect((await page.request.post("/api/auth/signup", { data: account })).status()).toBe(202);
    expect((await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    await expect(field(page, "First name")).toHaveValue("Casey", SERVER);
    await expect(field(page, "Last name")).toHaveValue("Contractor");
    await expect(field(page, "Email")).toHaveValue(account.email);
    await expect(field(page, "Street address")).toHaveValue("");
  });

  test("WELCOME10 takes 10% off and the payment is for the reduced total", async ({ page }) => {
    await openCheckout(page, [line(BLACK_TEE_S, 2)]);
    await fillCustomer(page);
    // Enter in the coupon box applies the code; it does not pay.
    await page.getByRole("textbox", { name: "Coupon code" }).fill("welcome10");
    await page.getByRole("textbox", { name: "Coupon code" }).press("Enter");

    await expect(summary(page).getByText("Discount (WELCOME10)")).toBeVisible(SERVER);
    await expect(summary(page).getByTestId("summary-discount")).toHaveText("−$5.00");
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$44.98");
    await expect(payButton(page)).toHaveText("Pay $44.98");

    await fillCard(page);
    await payButton(page).click();
    await expect(toast(page, "Order successful!")).toBeVisible(SERVER);
    await expect(page.getByRole("heading", { name: /^Order #\d+ confirmed$/ })).toBeVisible(SERVER);
    await expect(page.getByTestId("confirmation-total")).toHaveText("$44.98");
  });

  test("an unknown coupon shows the server's sentence; a coupon can be removed", async ({ page }) => {
    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    const coupon = page.getByRole("textbox", { name: "Coupon code" });
    await coupon.fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("That coupon code can't be used on this order.")).toBeVisible(SERVER);
    await expect(coupon).toHaveAttribute("aria-invalid", "true");
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$24.99");

    await coupon.fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$22.49", SERVER);
    await expect(page.getByText("That coupon code can't be used on this order.")).toHaveCount(0);

    await page.getByRole("button", { name: "Remove coupon WELCOME10" }).click();
    await expect(summary(page).getByText("Discount (WELCOME10)")).toHaveCount(0);
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$24.99");
    await expect(payButton(page)).toHaveText("Pay $24.99");
  });

  test("a real coupon says why it can't be used: under its minimum, expired or used up", async ({ page }) => {
    const expired = `OLD${uniqueTag()}`;
    const usedUp = `GONE${uniqueTag()}`;
    createdCoupons.push(expired, usedUp);
    await db().coupon.createMany({
      data: [
        { code: expired, description: "Spring sale", discountType: "percentage", discountValue: 10, expiresAt: new Date("2024-05-31T23:59:59Z") },
        { code: usedUp, description: "First 5 crews", discountType: "percentage", discountValue: 10, maxUses: 5, usedCount: 5 },
      ],
    });
    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    const coupon = page.getByRole("textbox", { name: "Coupon code" });
    const apply = page.getByRole("button", { name: "Apply" });
    for (const [code, sentence] of [
      ["crew25", "CREW25 needs an order of $150.00 or more."],
      [expired, `${expired} has expired.`],
      [usedUp, `${usedUp} has been used up.`],
      ["NOSUCHCODE", "That coupon code can't be used on this order."],
    ] as const) {
      await coupon.fill(code);
      await apply.click();
      await expect(page.getByText(sentence, { exact: true })).toBeVisible(SERVER);
    }
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$24.99");
  });

  test("a declined card says so and keeps the cart", async ({ page }) => {
    const orders = countRequests(page, "/api/create-order");
    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    await fillCustomer(page);
    await fillCard(page, DECLINED_CARD);
    await payButton(page).click();

    await expect(toast(page, "Payment Failed")).toContainText("Your card was declined.", SERVER);
    await expect(payButton(page)).toHaveText("Pay $24.99");
    await expect(payButton(page)).toBeEnabled();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(await savedCart(page)).toMatchObject([{ id: "400000001-500000001", quantity: 1 }]);
    expect(orders).toEqual([]);

    // The same payment can then be made with a good card.
    await field(page, "Card number").fill(TEST_CARD);
    await payButton(page).click();
    await expect(page.getByRole("heading", { name: /^Order #\d+ confirmed$/ })).toBeVisible(SERVER);
  });

  test("when the order can't be created after payment, it is retried without paying again", async ({ page }) => {
    const intents = countRequests(page, "/api/create-payment-intent");
    const confirms = countRequests(page, "/api/payments/sandbox/confirm");
    // The one stand-in of this file: the first order call fails as a server outage would.
    let failed = false;
    await page.route("**/api/create-order", async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({ status: 503, json: { error: "We can't reach our database right now. Please try again in a minute." } });
    });

    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    await fillCustomer(page);
    await fillCard(page);
    await payButton(page).click();
    await expect(toast(page, "Order processing failed")).toContainText("We can't reach our database right now.", SERVER);
    expect(await savedCart(page)).toHaveLength(1);

    await page.getByRole("button", { name: "Complete Order" }).click();
    await expect(page.getByRole("heading", { name: /^Order #\d+ confirmed$/ })).toBeVisible(SERVER);
    await expect(page.getByTestId("confirmation-total")).toHaveText("$24.99");
    expect(intents).toHaveLength(1);
    expect(confirms).toHaveLength(1);
  });

  test("an order refused after payment ends the checkout plainly, with a way to start over @phone", async ({ page }) => {
    const orders = countRequests(page, "/api/create-order");
    const code = `LAST${uniqueTag()}`;
    createdCoupons.push(code);
    await db().coupon.create({ data: { code, description: "One use left", discountType: "percentage", discountValue: 10, maxUses: 1 } });
    // Another customer's order takes the coupon's last use while this one is paying: the server refuses the order.
    await page.route("**/api/create-order", async (route) => {
      await db().coupon.update({ where: { code }, data: { usedCount: 1 } });
      await route.continue();
    });

    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    await fillCustomer(page);
    await page.getByRole("textbox", { name: "Coupon code" }).fill(code);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$22.49", SERVER);
    await fillCard(page);
    await payButton(page).click();

    const refused = page.getByRole("alert").filter({ hasText: "We couldn't place your order" });
    await expect(refused).toContainText("Your coupon was used up by other orders a moment ago, so we didn't charge your card.", SERVER);
    await expect(page.getByText("Your payment went through")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Complete Order" })).toHaveCount(0);
    await expect(payButton(page)).toHaveCount(0);
    expect(await savedCart(page)).toHaveLength(1);

    // Starting over checks the coupon again (it is used up now) and asks for a new payment.
    await refused.getByRole("button", { name: "Start over" }).click();
    await expect(refused).toHaveCount(0);
    await expect(page.getByText(`${code} has been used up.`)).toBeVisible(SERVER);
    await expect(payButton(page)).toHaveText("Pay $24.99");
    await fillCard(page);
    await payButton(page).click();
    await expect(page.getByRole("heading", { name: /^Order #\d+ confirmed$/ })).toBeVisible(SERVER);
    await expect(page.getByTestId("confirmation-total")).toHaveText("$24.99");
    expect(orders).toHaveLength(2);
  });

  test("an out-of-stock item stops the payment with the server's sentence", async ({ page }) => {
    await openCheckout(page, [line(BLACK_TEE_S, 1), line(NAVY_TEE_S, 1)]);
    await fillCustomer(page);
    await fillCard(page);
    await payButton(page).click();
    await expect(toast(page, "Payment Failed")).toContainText("RCI Unisex Tee / Navy / S is out of stock. Remove it from your cart to continue.", SERVER);
    await expect(page.getByRole("form", { name: "Checkout" })).toBeVisible();
    expect(await savedCart(page)).toHaveLength(2);
  });

  test("a tampered cart price is charged at the catalogue price", async ({ page }) => {
    await openCheckout(page, [{ ...line(BLACK_TEE_S, 1), priceCents: 1 }]);
    await expect(payButton(page)).toHaveText("Pay $0.01");
    await fillCustomer(page);
    await fillCard(page);
    await payButton(page).click();

    // The server priced the cart: the customer sees the real total before any card is charged.
    await expect(toast(page, "Your total has been updated")).toContainText("$24.99", SERVER);
    await expect(payButton(page)).toHaveText("Pay $24.99");
    await expect(summary(page).getByTestId("summary-total")).toHaveText("$24.99");
    await payButton(page).click();
    await expect(page.getByRole("heading", { name: /^Order #\d+ confirmed$/ })).toBeVisible(SERVER);
    await expect(page.getByTestId("confirmation-total")).toHaveText("$24.99");
  });

  test("the checkout page has no serious accessibility problems @phone", async ({ page, expectAccessible }) => {
    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    await expect(payButton(page)).toBeVisible();
    await expectAccessible();
    // With errors on screen too.
    await payButton(page).click();
    await expect(page.getByText("Enter your first name.")).toBeVisible();
    await expectAccessible({ include: "main" });
  });

  test("fits a 375 px phone with large enough targets @phone-only", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    await expect(payButton(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const form = page.getByRole("form", { name: "Checkout" });
    for (const target of [
      payButton(page),
      form.getByRole("button", { name: "Apply" }),
      field(page, "Card number"),
      field(page, "ZIP"),
      page.getByRole("link", { name: "Back to Store" }),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});
