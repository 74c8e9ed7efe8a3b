import type { Page } from "@playwright/test";
import { signIn } from "./admin-session";
import { expect as baseExpect, FLOW_TIMEOUT, open, PNG_1X1, SERVER, test } from "./fixtures";
import { closeOrdersDb, db, insertOrder, insertPrintOrder, uniqueTag } from "./orders-db";

/*
 * The admin's frame and lists at the sizes the owner uses them: a 390 px phone (one slim bar and a
 * Menu, lists as cards, nothing wider than the screen, every action a 44 px target) and a desktop
 * (a tab bar that never cuts a tab, a More menu for those that don't fit, search hints that fit
 * their boxes). Each test makes its own rows, so every list has something to lay out.
 */

test.describe.configure({ timeout: FLOW_TIMEOUT });
const expect = baseExpect.configure(SERVER);

const PHONE = { width: 390, height: 844 };
const SECTIONS = ["Dashboard", "Orders", "Coupons", "Quotes", "Subscribers", "Contacts", "Blog", "Activity", "Outbox", "Jobs"];
const LIST_TABS = [
  "/admin/orders",
  "/admin/orders?kind=print",
  "/admin/coupons",
  "/admin/quotes",
  "/admin/subscribers",
  "/admin/contacts",
  "/admin/blog",
  "/admin/activity",
  "/admin/outbox",
  "/admin/jobs",
];
const SEARCHES: [string, string][] = [
  ["/admin/orders", "Search orders"],
  ["/admin/orders?kind=print", "Search print orders"],
  ["/admin/quotes", "Search quotes"],
  ["/admin/subscribers", "Search subscribers"],
  ["/admin/contacts", "Search contacts"],
  ["/admin/blog", "Search posts"],
];

const users: string[] = [];
test.afterAll(async () => {
  if (users.length) await db().user.deleteMany({ where: { id: { in: users } } });
  await closeOrdersDb();
});

/** A row in every list: an order, a print order, a quote request with artwork, a contact (and its email), a subscriber, an audited change. */
async function seedEveryList(page: Page) {
  const tag = uniqueTag();
  const order = await insertOrder({
    customerName: `Casey Phone ${tag}`,
    customerEmail: `casey.${tag.toLowerCase()}@a-rather-long-roofing-company-name.test`,
    items: [{ name: "Crew Hoodie", price: 4500, quantity: 2 }],
  });
  await insertPrintOrder({ businessName: `Phone Print ${tag}`, email: `print.${tag.toLowerCase()}@example.test` });
  const contact = await page.request.post("/api/contact-inquiries", {
    data: {
      firstName: "Dana",
      lastName: `Phone${tag}`,
      businessName: `Volt ${tag} Electric`,
      email: `dana.${tag.toLowerCase()}@example.test`,
      phone: "(555) 201-3344",
      tradeType: "Electrician",
      message: `Call me back about a site. Ref ${tag}.`,
    },
  });
  expect(contact.status()).toBe(201);
  const upload = await page.request.post("/api/uploads", { multipart: { files: { name: `logo-${tag}.png`, mimeType: "image/png", buffer: PNG_1X1 } } });
  const { files } = (await upload.json()) as { files: { id: string }[] };
  const quote = await page.request.post("/api/quote-request", {
    data: {
      product: "business-cards",
      paper: "premium",
      finish: "gloss",
      corners: "rounded",
      quantity: 1000,
      designOption: "upload",
      uploadedFiles: [`logo-${tag}.png`],
      uploadIds: files.map((file) => file.id),
      businessInfo: {
        businessName: `Summit ${tag} Roofing`,
        contactPerson: "Sam Summit",
        phone: "555-303-4040",
        email: `sam.${tag.toLowerCase()}@example.test`,
        specialRequests: "Spot UV on the logo.",
      },
    },
  });
  expect(quote.status()).toBe(201);
  const user = await db().user.create({ data: { email: `owner.${tag.toLowerCase()}@example.test`, name: "Lee Hart" } });
  users.push(user.id);
  await db().subscription.create({
    data: {
      userId: user.id,
      plan: "professional",
      status: "active",
      provider: "sandbox",
      amount: 19900,
      startedAt: new Date(),
      businessName: `Hart ${tag} Builders`,
      trade: "General Contractor",
      serviceArea: "Austin, TX",
      phone: "(555) 201-3344",
      website: "hartbuilders.test",
    },
  });
  const coupon = await page.request.post("/api/admin/coupons", {
    data: {
      code: `PH${tag}`.slice(0, 32),
      description: "Phone layout",
      discountType: "percentage",
      discountValue: 10,
      minOrderAmount: 0,
      maxUses: null,
      expiresAt: null,
    },
  });
  const { id: couponId } = (await coupon.json()) as { id: number };
  await page.request.delete(`/api/admin/coupons/${couponId}`);
  return { orderId: order.id, quoteId: ((await quote.json()) as { id: number }).id };
}

/** What on the page is wider than the screen, or scrolls sideways inside a list's box. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const box of document.querySelectorAll<HTMLElement>('main [data-slot="table-container"]')) {
      if (box.scrollWidth > box.clientWidth) found.push(`${box.getAttribute("aria-label")} scrolls: ${box.scrollWidth} px in ${box.clientWidth}`);
    }
    return found;
  });

/**
 * The visible actions of the top bar and the page smaller than 44 × 44 px (a switch counts its label, which takes its taps).
 * An input hidden from everyone (aria-hidden, such as the stand-in checkbox a switch draws until it knows it is not in a form) is no target.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "header a[href], header button, main a[href], main button, main [role=combobox], main [role=switch], main summary, main input:not([type=hidden]):not([aria-hidden=true]), main textarea",
      ),
    ]
      .filter((element) => element.checkVisibility())
      .map((element) => ({
        element,
        box: ((element.getAttribute("role") === "switch" && (element as HTMLButtonElement).labels[0]) || element).getBoundingClientRect(),
      }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}" is ${Math.round(box.width)} × ${Math.round(box.height)}`,
      ),
  );

/** Which tabs the bar shows in its row (each whole, none cut by its edge), and which are in its More menu. */
async function tabBar(page: Page): Promise<{ row: string[]; cut: string[]; more: string[] }> {
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  const measureRow = () =>
    nav.evaluate((element) => {
      const list = element.querySelector("ul")!.getBoundingClientRect();
      const links = [...element.querySelectorAll<HTMLElement>("ul > li > a")].filter((link) => link.checkVisibility());
      const name = (link: HTMLElement) => link.textContent!.replace(/\s*\d.*$/, "").trim();
      return { row: links.map(name), cut: links.filter((link) => link.getBoundingClientRect().right > list.right + 0.5).map(name) };
    });
  // After a resize the bar measures itself again on its next frame; a tab that stays cut fails here.
  await expect.poll(async () => (await measureRow()).cut).toEqual([]);
  const { row, cut } = await measureRow();
  const moreButton = nav.getByRole("button", { name: "More" });
  if (!(await moreButton.isVisible())) return { row, cut, more: [] };
  await moreButton.click();
  const menu = page.getByRole("menu");
  const more = (await menu.getByRole("menuitem").allTextContents()).map((text) => text.replace(/\s*\d.*$/, "").trim());
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  return { row, cut, more };
}

test.describe("the admin on a phone", () => {
  test("every list tab fits a 390 px screen as cards, with no sideways scroll and every action a 44 px target @phone-only", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page);
    const { orderId, quoteId } = await seedEveryList(page);
    for (const path of ["/admin", ...LIST_TABS, `/admin/orders/${orderId}`, `/admin/quotes/${quoteId}`]) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      expect(await sidewaysScroll(page), path).toEqual([]);
      expect(await smallTargets(page), path).toEqual([]);
      if (!LIST_TABS.includes(path)) continue;
      // The list starts on the first screen: one slim bar above the heading, the tools, then the first card.
      expect((await page.getByRole("heading", { level: 1 }).boundingBox())!.y, path).toBeLessThan(120);
      const firstCard = page.locator("main tbody tr").first();
      await expect(firstCard, path).toBeVisible();
      expect((await firstCard.boundingBox())!.y, path).toBeLessThan(PHONE.height);
    }
  });

  test("an order's card keeps its number, customer, total, status and its actions in view @phone-only", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page);
    const tag = uniqueTag();
    const order = await insertOrder({
      customerName: `Card ${tag}`,
      customerEmail: `card.${tag.toLowerCase()}@example.test`,
      status: "processing",
      items: [{ name: "Trucker Cap", price: 1800, quantity: 3 }],
    });
    await open(page, `/admin/orders?q=${tag}`);
    const card = page.getByTestId(`order-row-${order.id}`);
    for (const part of [
      card.getByRole("link", { name: `Open order #${order.id}` }),
      card.getByText(`Card ${tag}`),
      card.getByText("$54.00"),
      card.getByText("Processing", { exact: true }).first(),
      card.getByRole("button", { name: `Details for order #${order.id}` }),
      card.getByRole("combobox", { name: `Status of order #${order.id}` }),
    ]) {
      await expect(part).toBeInViewport();
    }
    // Each value is labelled on the card, where a table would have its header.
    await expect(card).toContainText("Total");
    await expect(card).toContainText("Date");
    // The filters wait behind one button; opening it shows them.
    await expect(page.getByRole("combobox", { name: "Payment" })).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("combobox", { name: "Payment" })).toBeVisible();
  });
});

test.describe("the admin on a desktop", () => {
  test("the tab bar never cuts a tab: at 1366 px every section is in the row, narrower the rest go under More", async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, "/admin/jobs");
    const wide = await tabBar(page);
    expect(wide).toEqual({ row: SECTIONS, cut: [], more: [] });

    for (const width of [1024, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("button", { name: "More" })).toBeVisible();
      const narrow = await tabBar(page);
      expect(narrow.cut, `${width} px`).toEqual([]);
      expect([...narrow.row, ...narrow.more], `${width} px`).toEqual(SECTIONS);
      expect(narrow.more, `${width} px`).toContain("Jobs");
    }

    // The current section, under More, is marked there; a section picked from it opens.
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await nav.getByRole("button", { name: "More" }).click();
    await expect(page.getByRole("menuitem", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("menuitem", { name: "Outbox" }).click();
    await expect(page).toHaveURL("/admin/outbox");
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  });

  test("each page is titled and headed by its own name, detail pages too", async ({ page }) => {
    await signIn(page);
    const { orderId, quoteId } = await seedEveryList(page);
    const pages: [string, string][] = [
      ["/admin", "Dashboard"],
      ["/admin/orders", "Orders"],
      ["/admin/coupons", "Coupons"],
      ["/admin/quotes", "Quotes"],
      ["/admin/subscribers", "Subscribers"],
      ["/admin/contacts", "Contacts"],
      ["/admin/blog", "Blog"],
      ["/admin/activity", "Activity"],
      ["/admin/outbox", "Outbox"],
      ["/admin/jobs", "Jobs"],
      [`/admin/orders/${orderId}`, `Order #${orderId}`],
      [`/admin/quotes/${quoteId}`, `Quote request #${quoteId}`],
    ];
    for (const [path, name] of pages) {
      await open(page, path);
      await expect(page, path).toHaveTitle(`${name} | Viralize Admin`);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(name);
    }
  });
});

test("every list's search hint fits its box, on a 1366 px desktop and a 390 px phone @phone", async ({ page }, testInfo) => {
  await page.setViewportSize(testInfo.project.name === "phone" ? PHONE : { width: 1366, height: 900 });
  await signIn(page);
  for (const [path, label] of SEARCHES) {
    await open(page, path);
    const box = page.getByRole("searchbox", { name: label });
    // The hint's width in the box's own font, against the room inside its padding.
    const { hint, room } = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return { hint: context.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(hint, `${path}: "${await box.getAttribute("placeholder")}" in ${Math.round(room)} px`).toBeLessThanOrEqual(room);
  }
});
