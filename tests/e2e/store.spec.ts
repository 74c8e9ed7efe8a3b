import type { Page } from "@playwright/test";
import { expect as baseExpect, FLOW_TIMEOUT, holdRequests, hydrated, SERVER, test } from "./fixtures";
import { expectApart } from "./layout";

test.describe.configure({ timeout: FLOW_TIMEOUT });
const expect = baseExpect.configure(SERVER);

/** The seeded offline catalogue (prisma/seed-data/merch-catalogue.ts). */
const TEE = { id: 400000001, name: "RCI Unisex Tee" };
const HOODIE = { id: 400000007, name: "Integrity LED Pullover Hoodie" };
const BEANIE = { id: 400000008, name: "Integrity LED Beanie" };
const IGNORED = "Sample Tee (Draft)";
const AI_ENDPOINT = "**/api/ai/product-description";

const option = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const addToCart = (page: Page) => page.getByRole("button", { name: "Add to Cart" });

async function openProduct(page: Page, id: number) {
  await page.goto(`/product/${id}`);
  await hydrated(page.getByRole("button", { name: "Increase quantity" }));
}

test.describe("/store", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/store");
  });

  test("shows the store name, Find Your Business and no serious accessibility problems @phone", async ({ page, expectAccessible }) => {
    await expect(page).toHaveTitle("Merch Store | Viralize");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viralize Merch Store");
    // The offline store has no website of its own, so there is nothing to visit.
    await expect(page.getByRole("link", { name: /Visit Store/ })).toHaveCount(0);
    await expectAccessible();
    await page.getByRole("main").getByRole("link", { name: "Find Your Business" }).click();
    await expect(page).toHaveURL(/\/find-your-business$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Business" })).toBeVisible();
  });

  test("lists every product for sale with its picture, price, variant count and View Details", async ({ page }) => {
    const cards = page.getByTestId("product-grid").getByRole("article");
    await expect(cards).toHaveCount(14);
    await expect(page.getByText(IGNORED)).toHaveCount(0);

    const tee = page.getByTestId(`merch-product-${TEE.id}`);
    await expect(tee.getByRole("heading", { name: TEE.name })).toBeVisible();
    await expect(tee.getByTestId("variant-count")).toHaveText("15 variants");
    const image = tee.getByRole("img", { name: TEE.name });
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "800");
    await expect(tee.getByRole("link", { name: /View Details/ })).toHaveAttribute("href", `/product/${TEE.id}`);
    await expect(page.getByTestId(`merch-product-${BEANIE.id}`).getByTestId("variant-count")).toHaveText("3 variants");
    // Sizes priced apart start from the lowest price; one price for every variant is shown as it is.
    await expect(tee.getByTestId("card-price")).toHaveText("From $24.99");
    await expect(page.getByTestId(`merch-product-${BEANIE.id}`).getByTestId("card-price")).toHaveText("$19.99");

    await tee.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${TEE.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: TEE.name })).toBeVisible();
  });

  test("a phone loads each card's picture about as wide as it is drawn, not a full-screen file @phone-only", async ({ page }) => {
    const picture = page.getByTestId(`merch-product-${TEE.id}`).getByRole("img");
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const { file, drawn } = await picture.evaluate((image: HTMLImageElement) => ({
      file: Number(new URL(image.currentSrc).searchParams.get("w")),
      drawn: image.getBoundingClientRect().width * devicePixelRatio,
    }));
    // 128 CSS px at the Pixel 7's 2.625 device pixels each: 336 px, so the 384 px file.
    expect(file).toBeGreaterThanOrEqual(drawn);
    expect(file).toBeLessThanOrEqual(384);
  });

  test("a picture that cannot be loaded is replaced by the placeholder", async ({ page }) => {
    await page.route(
      (url) => decodeURIComponent(url.href).includes("/merch/rci-trucker-cap.webp"),
      (route) => route.fulfill({ status: 404, body: "" }),
    );
    await page.reload();
    await expect(page.getByTestId("merch-product-400000003").getByRole("img")).toHaveAttribute("src", /placeholder\.webp/);
  });
});

test("a card's page is fetched once the visitor reaches for its link, not when the card comes into view @phone", async ({ page }, info) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/store");
  // The point is that no request is made: wait for the network to go quiet, prefetches included.
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const viewTee = page.getByRole("link", { name: `View Details of ${TEE.name}` });
  await hydrated(viewTee);
  if (info.project.name === "phone") await viewTee.dispatchEvent("touchstart");
  else await viewTee.hover();
  await expect.poll(() => prefetched).toContain(`/product/${TEE.id}`);
  expect(prefetched.filter((path) => path.startsWith("/product/") && path !== `/product/${TEE.id}`)).toEqual([]);

  await page.getByRole("link", { name: `View Details of ${HOODIE.name}` }).focus();
  await expect.poll(() => prefetched).toContain(`/product/${HOODIE.id}`);
  await viewTee.click();
  await expect(page).toHaveURL(`/product/${TEE.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEE.name);
});

test.describe("/find-your-business", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/find-your-business");
  });

  test("shows the three businesses and no serious accessibility problems", async ({ page, expectAccessible }) => {
    await expect(page).toHaveTitle("Find Your Business | Viralize");
    const businesses = page.getByRole("list", { name: "Businesses" }).getByRole("listitem");
    await expect(businesses).toHaveCount(3);
    await expect(businesses.getByRole("heading")).toHaveText(["RCI", "Integrity LED", "Viralize"]);
    await expect(page.getByTestId("business-integrity")).toContainText("4 products");
    await expectAccessible();
  });

  test("search filters the businesses by name, and says so when nothing matches", async ({ page }) => {
    const search = page.getByPlaceholder("Search for your business...");
    await hydrated(search);
    const businesses = page.getByRole("list", { name: "Businesses" }).getByRole("listitem");
    await search.fill("integ");
    await expect(businesses).toHaveCount(1);
    await expect(businesses.getByRole("heading")).toHaveText("Integrity LED");

    await search.fill("plumbing co");
    await expect(page.getByRole("heading", { name: "No Businesses Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or contact us to add your business.")).toBeVisible();
    await expect(page.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/#contact");

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(businesses).toHaveCount(3);
  });

  test("a search typed before the page has hydrated stays in the box and filters the list", async ({ page }) => {
    const release = await holdRequests(page, /\/_next\/static\/chunks\/.*\.js$/);
    await page.goto("/find-your-business", { waitUntil: "domcontentloaded" });
    const search = page.getByPlaceholder("Search for your business...");
    await search.fill("integ");

    release();
    await hydrated(page.getByPlaceholder("Search for your business..."));
    await expect(search).toHaveValue("integ");
    const businesses = page.getByRole("list", { name: "Businesses" }).getByRole("listitem");
    await expect(businesses).toHaveCount(1);
    await expect(businesses.getByRole("heading")).toHaveText("Integrity LED");
  });

  test("choosing a business shows its products; back and forward follow the URL", async ({ page }) => {
    await hydrated(page.getByTestId("business-integrity"));
    await page.getByTestId("business-integrity").click();
    await expect(page).toHaveURL(/\?business=integrity$/);
    const view = page.getByTestId("business-products");
    await expect(view.getByRole("heading", { level: 2, name: "Integrity LED", exact: true })).toBeVisible();
    await expect(view.getByTestId("business-product-count")).toHaveText("4 products");
    await expect(view.getByRole("article")).toHaveCount(4);
    await expect(view.getByRole("link", { name: /View Details of Integrity LED Pullover Hoodie/ })).toHaveAttribute("href", `/product/${HOODIE.id}`);

    await page.getByRole("button", { name: "← Back to Businesses" }).click();
    await expect(page).toHaveURL(/\/find-your-business$/);
    await expect(page.getByRole("list", { name: "Businesses" }).getByRole("listitem")).toHaveCount(3);

    await page.goBack();
    await expect(view.getByTestId("business-product-count")).toHaveText("4 products");
    await page.goBack();
    await expect(page.getByRole("list", { name: "Businesses" })).toBeVisible();
    await page.goForward();
    await expect(view.getByRole("heading", { name: "Integrity LED", exact: true })).toBeVisible();
  });

  test("a link to one business opens on its products, which lead to their pages", async ({ page }) => {
    await page.goto("/find-your-business?business=rci");
    const view = page.getByTestId("business-products");
    await expect(view.getByTestId("business-product-count")).toHaveText("4 products");
    await expect(view.getByRole("heading", { level: 3 })).toHaveText(["RCI Unisex Tee", "RCI Hooded Sweatshirt", "RCI Trucker Cap", "RCI Work Jacket"]);
    await view.getByRole("link", { name: /View Details of RCI Trucker Cap/ }).click();
    await expect(page).toHaveURL(/\/product\/400000003$/);
  });
});

test.describe("/product/{id}", () => {
  test("opens on the first variant with its size and colour, in stock, and is accessible @phone", async ({ page, expectAccessible }) => {
    await openProduct(page, TEE.id);
    await expect(page).toHaveTitle(`${TEE.name} | Viralize`);
    await expect(page.getByRole("heading", { level: 1, name: TEE.name })).toBeVisible();
    await expect(option(page, "Black")).toBeChecked();
    await expect(option(page, "S")).toBeChecked();
    await expect(page.getByTestId("price")).toHaveText("$24.99");
    await expect(page.getByTestId("stock-status")).toHaveText("In Stock");
    await expect(addToCart(page)).toBeEnabled();
    // Sizes in shop order; quality, shipping and guarantee notes; the description.
    await expect(page.getByRole("group", { name: /Size/ }).getByRole("radio")).toHaveCount(5);
    expect(await page.getByRole("group", { name: /Size/ }).locator("label").allInnerTexts()).toEqual(["S", "M", "L", "XL", "2XL"]);
    await expect(page.getByRole("list", { name: "Quality, shipping and guarantee" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText("Soft, midweight cotton tee")).toBeVisible();
    await expectAccessible();
  });

  test("describes the product to search engines", async ({ page }) => {
    await openProduct(page, TEE.id);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/product/${TEE.id}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Soft, midweight cotton tee/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: TEE.name,
      offers: { "@type": "Offer", price: "24.99", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
  });

  test("changing colour and size selects the matching variant, its price, picture and stock", async ({ page }) => {
    await openProduct(page, TEE.id);
    const mainImage = page.getByTestId("main-image");
    await expect(mainImage).toHaveAttribute("src", /rci-unisex-tee-black/);

    // Navy / S is out of stock.
    await option(page, "Navy").check();
    await expect(page.getByTestId("selected-variant")).toHaveText("Selected: Navy / S");
    await expect(mainImage).toHaveAttribute("src", /rci-unisex-tee-navy/);
    await expect(page.getByTestId("stock-status")).toHaveText("Out of Stock");
    await expect(addToCart(page)).toBeDisabled();

    await option(page, "M").check();
    await expect(page.getByTestId("selected-variant")).toHaveText("Selected: Navy / M");
    await expect(page.getByTestId("stock-status")).toHaveText("In Stock");
    await expect(addToCart(page)).toBeEnabled();

    await option(page, "2XL").check();
    await expect(page.getByTestId("price")).toHaveText("$26.99");

    // A picture picks its variant too, keeping the chosen size.
    await page.getByRole("button", { name: "Show Heather Grey" }).click();
    await expect(option(page, "Heather Grey")).toBeChecked();
    await expect(page.getByTestId("selected-variant")).toHaveText("Selected: Heather Grey / 2XL");
    await expect(mainImage).toHaveAttribute("src", /rci-unisex-tee-heather-grey/);
    await expect(page.getByTestId("stock-status")).toHaveText("Out of Stock");
  });

  test("a colour, size and quantity entered before the page has hydrated are what it adds to the cart", async ({ page }) => {
    const release = await holdRequests(page, /\/_next\/static\/chunks\/.*\.js$/);
    await page.goto(`/product/${TEE.id}`, { waitUntil: "domcontentloaded" });
    await option(page, "Navy").check();
    await option(page, "M").check();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");

    release();
    await hydrated(page.getByRole("button", { name: "Increase quantity" }));
    await expect(option(page, "Navy")).toBeChecked();
    await expect(option(page, "M")).toBeChecked();
    await expect(page.getByTestId("selected-variant")).toHaveText("Selected: Navy / M");
    await expect(page.getByTestId("stock-status")).toHaveText("In Stock");
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3");
    await addToCart(page).click();
    await expect(page.getByTestId("cart-count")).toHaveText("3");
    await page.getByRole("button", { name: /Open cart/ }).click();
    await expect(page.getByRole("dialog").getByText("Navy / M", { exact: true })).toBeVisible();
  });

  test("size and colour work from the keyboard", async ({ page }) => {
    await openProduct(page, TEE.id);
    await option(page, "Black").focus();
    await page.keyboard.press("ArrowRight");
    await expect(option(page, "Navy")).toBeChecked();
    await expect(option(page, "Navy")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(option(page, "S")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("selected-variant")).toHaveText("Selected: Navy / M");
  });

  test("a colour that is entirely out of stock cannot be added to the cart", async ({ page }) => {
    await openProduct(page, HOODIE.id);
    await expect(page.getByTestId("stock-status")).toHaveText("In Stock");
    await option(page, "Forest Green").check();
    for (const size of ["S", "M", "L", "XL", "2XL"]) {
      await option(page, size).check();
      await expect(page.getByTestId("stock-status")).toHaveText("Out of Stock");
      await expect(addToCart(page)).toBeDisabled();
    }

    await openProduct(page, BEANIE.id);
    await expect(option(page, "One size")).toBeChecked();
    await option(page, "Orange").check();
    await expect(page.getByTestId("stock-status")).toHaveText("Out of Stock");
    await expect(addToCart(page)).toBeDisabled();
    await option(page, "Charcoal").check();
    await expect(addToCart(page)).toBeEnabled();
  });

  test("quantity never goes below 1", async ({ page }) => {
    await openProduct(page, TEE.id);
    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    const fewer = page.getByRole("button", { name: "Decrease quantity" });
    await expect(quantity).toHaveValue("1");
    await expect(fewer).toBeDisabled();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("2");
    await fewer.click();
    await fewer.click({ force: true });
    await expect(quantity).toHaveValue("1");
    await quantity.fill("0");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");
    await quantity.fill("-4");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");
  });

  test("Add to Cart adds the variant; adding it again merges the line @phone", async ({ page }) => {
    await openProduct(page, TEE.id);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await option(page, "M").check();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await addToCart(page).click();
    await expect(page.getByText("Added to cart!")).toBeVisible();
    await expect(page.getByText(`2 × ${TEE.name}`)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("2");

    await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
    await addToCart(page).click();
    await expect(page.getByTestId("cart-count")).toHaveText("5");

    await page.getByRole("button", { name: /Open cart/ }).click();
    const cart = page.getByRole("dialog");
    await expect(cart.getByText("Shopping Cart (5 items)")).toBeVisible();
    await expect(cart.getByRole("listitem")).toHaveCount(1);
    await expect(cart.getByText("Black / M", { exact: true })).toBeVisible();
    await expect(cart.getByLabel("Quantity")).toHaveText("5");

    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("viralize.cart.v1") ?? "[]"));
    expect(saved).toEqual([
      {
        id: "400000001-500000002",
        productId: "400000001",
        variantId: "500000002",
        name: TEE.name,
        variantName: "RCI Unisex Tee / Black / M",
        image: "/merch/rci-unisex-tee-black.webp",
        priceCents: 2499,
        currency: "USD",
        quantity: 5,
        size: "M",
        color: "Black",
      },
    ]);
  });

  test("the 'Added to cart!' toast stays clear of the chat button, and opening the cart clears it off the sheet @phone", async ({ page }) => {
    await openProduct(page, TEE.id);
    await option(page, "M").check();
    await addToCart(page).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Added to cart!" });
    await expect(toast).toBeVisible();
    await expectApart(toast, page.getByRole("button", { name: "Chat with Viralize Assistant" }));
    await page.getByRole("button", { name: /Open cart/ }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
    // Gone at once, well inside the 5 s the toast would otherwise stay.
    await expect(toast).toHaveCount(0, { timeout: 1_500 });
    await expect(sheet).toContainText("Black / M");
  });

  test("Back returns to the previous page, or to the store for a direct visit", async ({ page }) => {
    await page.goto("/find-your-business?business=viralize");
    await page.getByRole("link", { name: /View Details of Viralize Coffee Mug/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Viralize Coffee Mug" })).toBeVisible();
    await hydrated(page.getByRole("button", { name: "Back", exact: true }));
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/find-your-business\?business=viralize$/);

    await openProduct(page, BEANIE.id);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/find-your-business\?business=viralize$/);

    const fresh = await page.context().newPage();
    await openProduct(fresh, BEANIE.id);
    await fresh.getByRole("button", { name: "Back", exact: true }).click();
    await expect(fresh).toHaveURL(/\/store$/);
  });

  test("the AI panel generates, copies and regenerates a description", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: async (text: string) => void ((window as unknown as { copied: string }).copied = text) },
      });
    });
    // Each answer is held back until the test has seen the panel waiting for it.
    const requests: unknown[] = [];
    let release = () => {};
    await page.route(AI_ENDPOINT, async (route) => {
      requests.push(route.request().postDataJSON());
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ json: { description: `Built for the jobsite, take ${requests.length}.` } });
    });
    await openProduct(page, HOODIE.id);
    const panel = page.getByTestId("ai-description");

    await panel.getByRole("button", { name: "Generate description" }).click();
    await expect(panel.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    release();
    await expect(panel.getByTestId("ai-description-text")).toHaveText("Built for the jobsite, take 1.");
    expect(requests[0]).toEqual({
      productName: HOODIE.name,
      productType: "apparel",
      targetAudience: "trade contractors and construction professionals",
      businessType: "Integrity LED",
    });

    await panel.getByRole("button", { name: "Copy" }).click();
    await expect(panel.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe("Built for the jobsite, take 1.");
    await expect(panel.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4000 });

    await panel.getByRole("button", { name: "Regenerate" }).click();
    await expect(panel.getByTestId("ai-description-text")).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Generating..." })).toBeVisible();
    await expect.poll(() => requests.length).toBe(2);
    release();
    await expect(panel.getByTestId("ai-description-text")).toHaveText("Built for the jobsite, take 2.");
    expect(requests).toHaveLength(2);
  });

  test("the AI panel says so when the description cannot be written", async ({ page }) => {
    await page.route(AI_ENDPOINT, (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    await openProduct(page, BEANIE.id);
    const panel = page.getByTestId("ai-description");
    await panel.getByRole("button", { name: "Generate description" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Failed to generate description. Please try again.");
    await expect(panel.getByRole("button", { name: "Generate description" })).toBeEnabled();
  });

  for (const id of ["999", "abc", "400000015"]) {
    test(`/product/${id} is not found, with status 404 and a way back to the store`, async ({ page, expectAccessible }) => {
      const response = await page.goto(`/product/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
      await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
      if (id === "999") await expectAccessible();
      await page.getByRole("link", { name: "Back to Store" }).click();
      await expect(page).toHaveURL(/\/store$/);
    });
  }
});
