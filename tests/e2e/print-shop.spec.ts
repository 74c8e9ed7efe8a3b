import type { Page } from "@playwright/test";
import { expect, SERVER, test } from "./fixtures";
import { drawn, expectStandInsNearDrawnHeights } from "./layout";

/** docs/product.md#print-shop, as a visitor reads it. */
const PRODUCTS = [
  { id: "business-cards", title: "Business Cards", price: "$89.00", original: "$120.00", saved: "Save 26%", turnaround: "3-5 business days" },
  { id: "flyers", title: "Service Flyers", price: "$129.00", original: "$179.00", saved: "Save 28%", turnaround: "5-7 business days" },
  { id: "door-hangers", title: "Door Hangers", price: "$149.00", original: "$199.00", saved: "Save 25%", turnaround: "7-10 business days" },
  { id: "brochures", title: "Brochures", price: "$169.00", original: "$229.00", saved: "Save 26%", turnaround: "5-7 business days" },
  { id: "postcards", title: "Postcards", price: "$99.00", original: "$139.00", saved: "Save 29%", turnaround: "3-5 business days" },
  { id: "yard-signs", title: "Yard Signs", price: "$199.00", original: "$259.00", saved: "Save 23%", turnaround: "7-10 business days" },
];

test.describe("print shop", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/print-shop");
  });

  test("has its title and no serious accessibility problems @phone", async ({ page, expectAccessible }) => {
    await expect(page).toHaveTitle("Print Shop | Viralize");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible();
  });

  test("the custom quote section is drawn only as it comes near the screen @phone", async ({ page }) => {
    const customQuote = page.locator("#custom-quote-title");
    expect(await drawn(page.locator("#print-shop-title"))).toBe(true);
    expect(await drawn(customQuote)).toBe(false);
    await customQuote.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(customQuote)).toBe(true);
  });

  test("a section not yet drawn stands in at about the height it has once drawn @phone", async ({ page }) => {
    // The stand-in sizes the box inside the padding; counted as the whole height, the padding was
    // added twice and the page read 192 px taller at 1,024 px until the custom quote was drawn.
    expect(await expectStandInsNearDrawnHeights(page), "at least the custom quote section waits until it comes near").toBeGreaterThan(0);
  });

  test("shows the four benefit tiles", async ({ page }) => {
    const tiles = page.getByTestId("benefit-tiles").getByRole("listitem");
    await expect(tiles).toHaveCount(4);
    const expected = [
      ["Industry Expertise", ""],
      ["Fast Turnaround", "3-10 business days"],
      ["Free Shipping", "Orders over $150"],
      ["Satisfaction Guarantee", "100% or remake"],
    ];
    for (const [index, [title, detail]] of expected.entries()) {
      await expect(tiles.nth(index).getByRole("heading")).toHaveText(title!);
      await expect(tiles.nth(index)).toContainText(detail!);
    }
  });

  test("shows six products with price, crossed-out original, percent saved and Get Quote", async ({ page }) => {
    await expect(page.locator("#products article")).toHaveCount(6);
    for (const product of PRODUCTS) {
      const card = page.getByTestId(`print-product-${product.id}`);
      await expect(card.getByRole("heading", { name: product.title })).toBeVisible();
      await expect(card.getByTestId("price")).toHaveText(product.price);
      await expect(card.locator("s")).toHaveText(`was ${product.original}`);
      await expect(card.getByTestId("saved")).toHaveText(product.saved);
      await expect(card).toContainText(product.turnaround);
      expect(
        await card
          .getByRole("list", { name: `${product.title} features` })
          .getByRole("listitem")
          .count(),
      ).toBeGreaterThan(0);
      const image = card.getByRole("img");
      await expect(image).toHaveAttribute("width", "800");
      await expect(image).toHaveAttribute("height", "600");
      await expect(card.getByRole("link", { name: /Get Quote/ })).toHaveAttribute("href", `/customize-order?product=${product.id}`);
    }
  });

  test("marks the popular product Most Popular", async ({ page }) => {
    await expect(page.getByTestId("print-product-business-cards").getByText("Most Popular")).toBeVisible();
    await expect(page.locator("#products").getByText("Most Popular")).toHaveCount(1);
  });

  test("Get Quote leads to the order form for that product", async ({ page }) => {
    await page
      .getByTestId("print-product-business-cards")
      .getByRole("link", { name: /Get Quote/ })
      .click();
    // A navigation to a server-rendered page: the server ceiling.
    await expect(page).toHaveURL("/customize-order?product=business-cards", SERVER);
  });

  test("the hero shows the business cards large beside the text, with their starting price", async ({ page }) => {
    const shown = await heroPicture(page);
    expect(shown.width).toBeGreaterThan(500);
    expect(shown.fileWidth).toBeGreaterThanOrEqual(640);
    await expect(page.getByText("500 business cards from $89.00")).toBeVisible();
  });

  test("on a phone the hero's business cards are a thumbnail beside the price, fetched small @phone-only", async ({ page }) => {
    const shown = await heroPicture(page);
    expect(shown.width).toBe(112);
    // The large picture's smallest file is 640 px wide; the thumbnail's fit 112 px at the phone's density.
    expect(shown.fileWidth).toBeLessThan(640);
    await expect(page.getByText("500 business cards from $89.00")).toBeVisible();
  });

  test("Shop Now scrolls to the products", async ({ page }) => {
    await page.getByRole("link", { name: "Shop Now" }).click();
    await expect(page.locator("#products")).toBeInViewport();
  });

  test("Custom Quote goes to the home page contact section", async ({ page }) => {
    await page.getByRole("link", { name: "Custom Quote", exact: true }).click();
    await expect(page).toHaveURL("/#contact", SERVER);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("the custom quote section offers a quote, an honest portfolio button and the design fee note", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Need something else?" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Request Custom Quote/ })).toHaveAttribute("href", "/customize-order");
    const portfolio = page.getByRole("button", { name: "View Portfolio" });
    await expect(portfolio).toHaveAttribute("aria-disabled", "true");
    await expect(portfolio).toHaveAccessibleDescription("Portfolio coming soon");
    await expect(page.getByRole("link", { name: /View Portfolio/ })).toHaveCount(0);
    await expect(page.getByText("Custom design is not included in listed prices.")).toBeVisible();
  });

  test("describes each product as a JSON-LD Product with a USD offer", async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => {
      const data: unknown = JSON.parse(text);
      return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
    });
    const products = items.filter((item) => item["@type"] === "Product");
    expect(
      products.map((product) => [product.name, (product.offers as Record<string, unknown>).price, (product.offers as Record<string, unknown>).priceCurrency]),
    ).toEqual(PRODUCTS.map((product) => [product.title, product.price.slice(1), "USD"]));
  });
});

/** The hero picture's drawn width and the width of the file the browser chose for it. */
async function heroPicture(page: Page) {
  const picture = page.getByRole("img", { name: "Business cards printed for a contractor, front and back" });
  await expect(picture).toHaveJSProperty("complete", true);
  return picture.evaluate((image: HTMLImageElement) => ({
    width: Math.round(image.getBoundingClientRect().width),
    fileWidth: Number(new URL(image.currentSrc).searchParams.get("w")),
  }));
}
