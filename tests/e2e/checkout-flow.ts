import type { Page } from "@playwright/test";
import { expect, SERVER } from "./fixtures";

/** The checkout as a customer goes through it, for every spec that buys something (sandbox mode, TEST MODE card). */

export const CART_KEY = "viralize.cart.v1";
export const TEST_CARD = "4242 4242 4242 4242";

export type Variant = {
  productId: string;
  variantId: string;
  name: string;
  variantName: string;
  image: string;
  priceCents: number;
  size: string;
  color: string;
};

/** Seeded catalogue lines (prisma/seed-data/merch-catalogue.ts): a $24.99 tee. */
export const BLACK_TEE_S: Variant = {
  productId: "400000001",
  variantId: "500000001",
  name: "RCI Unisex Tee",
  variantName: "RCI Unisex Tee / Black / S",
  image: "/merch/rci-unisex-tee-black.webp",
  priceCents: 2499,
  size: "S",
  color: "Black",
};

export const line = (variant: Variant, quantity: number) => ({ id: `${variant.productId}-${variant.variantId}`, currency: "USD", quantity, ...variant });

export const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/**
 * Loads /checkout with this cart saved (lines as `line` makes them, or as an older version saved
 * them), once: reloads in the same tab see whatever the page left behind.
 */
export async function openCheckout(page: Page, cart: object[] = []) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem("e2e-cart-seeded")) return;
      sessionStorage.setItem("e2e-cart-seeded", "1");
      localStorage.setItem(key, value);
    },
    [CART_KEY, JSON.stringify(cart)] as const,
  );
  await page.goto("/checkout");
  // The cart is read once the page is interactive; until then a skeleton holds its place.
  await expect(page.getByText("Loading your cart...")).toHaveCount(0, SERVER);
}

export async function fillCard(page: Page, number = TEST_CARD) {
  await field(page, "Card number").fill(number);
  await field(page, "Expiry (MM/YY)").fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await field(page, "CVC").fill("123");
}

/** Buys the cart with the test card as Riley Mason at this email; the order number from the confirmation. */
export async function buy(page: Page, cart: ReturnType<typeof line>[], email: string): Promise<number> {
  await openCheckout(page, cart);
  await field(page, "First name").fill("Riley");
  await field(page, "Last name").fill("Mason");
  await field(page, "Email").fill(email);
  await field(page, "Street address").fill("12 Elm St");
  await field(page, "City").fill("Austin");
  await field(page, "State").fill("TX");
  await field(page, "ZIP").fill("78701");
  await fillCard(page);
  const total = cart.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  await page.getByRole("button", { name: `Pay $${(total / 100).toFixed(2)}` }).click();
  const confirmed = page.getByRole("heading", { name: /^Order #\d+ confirmed$/ });
  // A payment is several server round trips (open, confirm, order): SERVER (fixtures.ts) is the ceiling for them all.
  await expect(confirmed).toBeVisible(SERVER);
  return Number(/#(\d+)/.exec((await confirmed.textContent()) ?? "")?.[1]);
}
