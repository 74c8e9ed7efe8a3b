import type { Page } from "@playwright/test";
import { BLACK_TEE_S, line, openCheckout } from "./checkout-flow";
import { expect, hydrated, open, SERVER, test } from "./fixtures";

/** The small things a customer meets on a phone (320 to 430 px): nothing covers text, targets a thumb can hit, lines that say things once. */

const PHONE_WIDTHS = [320, 360, 390, 430];

/**
 * The text of the hero that one of its floating cards (the mockup's absolutely placed notices)
 * covers: each covered text with the card's own text.
 */
function coveredHeroText(page: Page): Promise<string[]> {
  return page.locator("section[aria-labelledby='hero-title']").evaluate((hero) => {
    const floats = [...hero.querySelectorAll("[aria-hidden='true'] > *")].filter(
      (element) => getComputedStyle(element).position === "absolute" && element.textContent?.trim(),
    );
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    const texts: { text: string; rects: DOMRect[] }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || floats.some((card) => card.contains(node))) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      texts.push({ text: node.textContent.trim(), rects: [...range.getClientRects()] });
    }
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    return floats.flatMap((card) => {
      const box = card.getBoundingClientRect();
      return texts.filter(({ rects }) => rects.some((rect) => overlap(rect, box))).map(({ text }) => `"${card.textContent?.trim()}" covers "${text}"`);
    });
  });
}

test.describe("on a phone", () => {
  test("the hero's floating cards never cover its text, from 320 to 430 px", async ({ page }) => {
    await page.goto("/");
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await coveredHeroText(page), `at ${width} px`).toEqual([]);
    }
  });

  test("footer links and the header's cart and menu buttons are 44 px targets @phone-only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    for (const name of [/^Open cart/, /^Open menu/]) {
      const box = await page.getByRole("banner").getByRole("button", { name }).boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), String(name)).toBeGreaterThanOrEqual(44);
    }
    const links = page.getByRole("contentinfo").getByRole("link");
    expect(await links.count()).toBeGreaterThan(10);
    const small = await links.evaluateAll((elements) =>
      elements
        .map((link) => ({ name: link.textContent?.trim() || link.getAttribute("aria-label"), box: link.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ name, box }) => `${name}: ${Math.round(box.width)} x ${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
  });

  test("a cart line names its product, then only its variant @phone", async ({ page }) => {
    await page.addInitScript((cart) => localStorage.setItem("viralize.cart.v1", cart), JSON.stringify([line(BLACK_TEE_S, 1)]));
    await open(page, "/");
    await page.getByRole("button", { name: /Open cart, 1 item/ }).click();
    const cart = page.getByRole("dialog");
    await expect(cart.getByText("RCI Unisex Tee", { exact: true })).toBeVisible();
    await expect(cart.getByText("Black / S", { exact: true })).toBeVisible();
    await expect(cart.getByText("RCI Unisex Tee / Black / S")).toHaveCount(0);
  });

  test("the checkout's State error fits on a line or two @phone", async ({ page }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await openCheckout(page, [line(BLACK_TEE_S, 1)]);
      const state = page.getByRole("textbox", { name: "State", exact: true });
      await hydrated(state);
      await state.fill("T");
      await page.getByRole("button", { name: /^Pay / }).click();
      const error = page.locator("#customer-state-error");
      await expect(error).toBeVisible(SERVER);
      const lines = await error.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
      expect(lines, `at ${width} px: "${await error.textContent()}"`).toBeLessThanOrEqual(2);
    }
  });
});
