import type { Locator, Page } from "@playwright/test";
import { usableCouponWhere } from "@/lib/checkout/coupon-rules";
import { ADMIN, signIn, toast } from "./admin-session";
import { expect as baseExpect, FLOW_TIMEOUT, open, PNG_1X1, reloadUntil, SERVER, test, untilHydrated } from "./fixtures";
import { columnWidths, overflowingCells } from "./layout";
import { closeOrdersDb, db, insertOrder, netRevenue, ordersChangeMark, uniqueTag } from "./orders-db";

/*
 * /admin, the admin dashboard (docs/product.md#the-admin). Desktop only: every test signs in as
 * the seeded admin with the right PIN (never a wrong one: 5 wrong PINs lock the admin out for
 * every spec). Tests run in parallel against one database, so each makes its own data with a
 * unique tag, reads shared totals from the database as they are, and cleans up what it made.
 */

const createdCoupons: string[] = [];

// Each test signs in, seeds data and walks several server-rendered tabs: the flow ceiling of fixtures.ts.
test.describe.configure({ timeout: FLOW_TIMEOUT });
const expect = baseExpect.configure(SERVER);

test.afterAll(async () => {
  // Normally deleted through the API by the tests themselves; this catches a test that failed midway.
  if (createdCoupons.length) await db().coupon.deleteMany({ where: { code: { in: createdCoupons } } });
  await closeOrdersDb();
});

/** "Active" coupons as the admin counts them: the checkout's own rule (switched on, not expired, uses left). */
const activeCoupons = () => db().coupon.count({ where: usableCouponWhere(db().coupon.fields, new Date()) });
const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
const usDate = (date: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" }).format(date);
const couponCode = () => {
  const code = `E2E${uniqueTag()}`;
  createdCoupons.push(code);
  return code;
};

async function createContact(page: Page, tag: string) {
  const inquiry = {
    firstName: "Dana",
    lastName: `Volt${tag}`,
    businessName: `Volt ${tag} Electric`,
    email: `dana.${tag.toLowerCase()}@example.test`,
    phone: "(555) 201-3344",
    tradeType: "Electrician",
    message: `Need a site that gets us more panel upgrade calls. Ref ${tag}.`,
  };
  const response = await page.request.post("/api/contact-inquiries", { data: inquiry });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { ...inquiry, id };
}

/** A quote request with one uploaded file (a 1×1 PNG of 70 bytes), sent as the form sends it. */
async function createQuote(
  page: Page,
  { fileName, ...businessInfo }: { fileName: string; businessName: string; contactPerson: string; phone: string; email: string; specialRequests: string },
) {
  const upload = await page.request.post("/api/uploads", {
    multipart: { files: { name: fileName, mimeType: "image/png", buffer: PNG_1X1 } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { files } = (await upload.json()) as { files: { id: string }[] };
  const quote = await page.request.post("/api/quote-request", {
    data: {
      product: "business-cards",
      paper: "premium",
      finish: "gloss",
      corners: "rounded",
      quantity: 1000,
      designOption: "upload",
      uploadedFiles: [fileName],
      uploadIds: files.map((f) => f.id),
      businessInfo,
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const { id } = (await quote.json()) as { id: number };
  return { id, fileId: files[0]!.id };
}

/**
 * An admin list showing one row of long values as the admin can read it: the table fits its card, no
 * header or value runs into the next column, each text column is 100 px or more, every whole value is in a title.
 */
async function expectReadableTable(
  region: Locator,
  { columns, textColumns, wholeValues }: { columns: string[]; textColumns: string[]; wholeValues: string[] },
) {
  await expect(region.getByRole("row")).toHaveCount(2);
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth, "the table fits its card").toBeLessThanOrEqual(clientWidth);
  expect(await overflowingCells(region), "no header or value runs into the next column").toEqual([]);
  const widths = await columnWidths(region);
  expect(Object.keys(widths)).toEqual(columns);
  for (const column of textColumns) expect(widths[column], `${column} is wide enough to read`).toBeGreaterThanOrEqual(100);
  for (const whole of wholeValues) await expect(region.getByTitle(whole, { exact: true })).toBeVisible();
}

async function createCouponByApi(page: Page, code: string) {
  const response = await page.request.post("/api/admin/coupons", {
    data: { code, description: `E2E ${code}`, discountType: "percentage", discountValue: 15, minOrderAmount: 0, maxUses: null, expiresAt: null },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; code: string };
}

async function expectCsv(page: Page, link: Locator, contains: string[], excludes: string[] = []) {
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const body = await response.text();
  for (const text of contains) expect(body).toContain(text);
  for (const text of excludes) expect(body).not.toContain(text);
  return href!;
}

test.describe("the admin dashboard", () => {
  test("on a phone the Menu holds every section, the current one marked, and the 44 px sign-out buttons @phone-only", async ({ page }) => {
    // The admin's stylesheet repeats the site's classes: it must keep the site's phone sizes (max-sm:h-11) winning.
    await signIn(page);
    await open(page, "/admin/contacts");
    const bar = page.getByRole("banner");
    const menuButton = bar.getByRole("button", { name: "Menu" });
    expect((await menuButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // One slim bar: the section's own heading starts within the top seventh of the screen.
    expect((await page.getByRole("heading", { level: 1, name: "Contacts" }).boundingBox())?.y).toBeLessThan(120);
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeHidden();

    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Viralize Admin" });
    await expect(menu).toContainText(`Signed in as ${ADMIN.email}`);
    const nav = menu.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link")).toHaveCount(10);
    await expect(nav.getByRole("link", { name: /^Contacts \d+$/ })).toHaveAttribute("aria-current", "page");
    for (const link of await nav.getByRole("link").all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    for (const name of ["Sign out everywhere", "Log Out"]) {
      const box = await menu.getByRole("button", { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
    await nav.getByRole("link", { name: "Jobs" }).click();
    await expect(page).toHaveURL("/admin/jobs");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  });

  test("tabs carry live counts and each tab is a page of its own", async ({ page }) => {
    await signIn(page);
    await open(page, "/admin");
    await expect(page).toHaveTitle("Dashboard | Viralize Admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${ADMIN.email}`).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    // Other specs add leads while this one runs: compare with the database until both agree.
    await expect(async () => {
      const counts = async () => ({
        orders: await db().order.count(),
        coupons: await activeCoupons(),
        quotes: await db().quoteRequest.count(),
        contacts: await db().contactInquiry.count(),
        blogPosts: await db().blogPost.count(),
      });
      const before = await counts();
      await page.reload();
      await untilHydrated(page);
      const shown = {
        orders: await nav.getByRole("link", { name: /^Orders \d+$/ }).textContent(),
        coupons: await nav.getByRole("link", { name: /^Coupons \d+ active$/ }).textContent(),
        quotes: await nav.getByRole("link", { name: /^Quotes \d+$/ }).textContent(),
        contacts: await nav.getByRole("link", { name: /^Contacts \d+$/ }).textContent(),
        blogPosts: await nav.getByRole("link", { name: /^Blog \d+$/ }).textContent(),
      };
      const after = await counts();
      expect(after).toEqual(before);
      expect(shown).toEqual({
        orders: `Orders ${after.orders}`,
        coupons: `Coupons ${after.coupons} active`,
        quotes: `Quotes ${after.quotes}`,
        contacts: `Contacts ${after.contacts}`,
        blogPosts: `Blog ${after.blogPosts}`,
      });
    }).toPass({ timeout: 2 * SERVER.timeout });

    // Each tab is a page of its own under the same frame: its address, and its name as the page's title and only h1.
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const [name, tab, title] of [
      [/^Orders/, "orders", "Orders"],
      [/^Coupons/, "coupons", "Coupons"],
      [/^Quotes/, "quotes", "Quotes"],
      [/^Subscribers/, "subscribers", "Subscribers"],
      [/^Contacts/, "contacts", "Contacts"],
      [/^Blog/, "blog", "Blog"],
      [/^Activity$/, "activity", "Activity"],
      [/^Outbox$/, "outbox", "Outbox"],
      [/^Jobs$/, "jobs", "Jobs"],
    ] as const) {
      const link = nav.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", `/admin/${tab}`);
      await link.click();
      await expect(page).toHaveURL(`/admin/${tab}`);
      await expect(page).toHaveTitle(`${title} | Viralize Admin`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("stat-total-orders")).toBeVisible();
  });

  test("old ?tab= links open the tab's own page, and a reload stays on the tab", async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole("navigation", { name: "Admin sections" });

    await open(page, "/admin?tab=coupons");
    await expect(page).toHaveURL("/admin/coupons");
    await expect(page.getByRole("heading", { level: 1, name: "Coupons", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^Coupons/ })).toHaveAttribute("aria-current", "page");

    // The list's search, filter, sort and page come along; the redirect is permanent.
    const landed = await page.goto("/admin?tab=orders&q=nobody&status=shipped&sort=-total&page=2");
    expect((await landed?.request().redirectedFrom()?.response())?.status()).toBe(308);
    await expect(page).toHaveURL("/admin/orders?q=nobody&status=shipped&sort=-total&page=2");
    await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue("nobody");
    await open(page, "/admin?tab=no-such-tab");
    await expect(page).toHaveURL("/admin");

    await open(page, "/admin/quotes");
    await page.reload();
    await untilHydrated(page);
    await expect(page).toHaveURL("/admin/quotes");
    await expect(page.getByRole("heading", { level: 1, name: "Quotes", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^Quotes/ })).toHaveAttribute("aria-current", "page");
  });

  test("dashboard: revenue from cents, order and coupon numbers, recent orders and inquiries, no serious axe violations", async ({
    page,
    expectAccessible,
  }) => {
    const tag = uniqueTag();
    await signIn(page);
    const order = await insertOrder({
      customerName: `Rita Roof ${tag}`,
      customerEmail: `rita.${tag.toLowerCase()}@example.test`,
      items: [{ name: "Crew T-Shirt", price: 2499, quantity: 5 }],
    });
    expect(order.total).toBe(12495);
    const contact = await createContact(page, tag);

    await open(page, "/admin");
    const stat = (name: string) => page.getByTestId(`stat-${name}`);
    await expect(async () => {
      const numbers = async () => {
        const [revenue, orders, pending, active] = await Promise.all([
          netRevenue(),
          db().order.count(),
          // Waiting for the owner: pending and not (yet) in the print partner's hands.
          db().order.count({ where: { status: "pending", fulfillmentStatus: { notIn: ["submitted", "shipped"] } } }),
          activeCoupons(),
        ]);
        return { revenue: usd(revenue), orders: String(orders), pending: String(pending), active: String(active) };
      };
      const mark = await ordersChangeMark();
      const before = await numbers();
      await page.reload();
      const shown = {
        revenue: await stat("total-revenue").textContent(),
        orders: await stat("total-orders").textContent(),
        pending: await stat("pending-orders").textContent(),
        active: await stat("active-coupons").textContent(),
      };
      const after = await numbers();
      expect(await ordersChangeMark()).toBe(mark);
      expect(after).toEqual(before);
      expect(shown).toEqual(after);
    }).toPass({ timeout: 2 * SERVER.timeout });
    await expect(stat("total-revenue")).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    // Pending Orders says what it counts.
    const pendingTile = page.getByRole("listitem").filter({ has: stat("pending-orders") });
    await expect(pendingTile).toContainText("Pending Orders");
    await expect(pendingTile).toContainText("Waiting for you: not yet with Printful");

    const recentOrders = page.getByRole("region", { name: "Recent Orders" });
    const orderItem = recentOrders.getByRole("listitem").filter({ hasText: `Rita Roof ${tag}` });
    await expect(orderItem).toContainText("$124.95");
    await expect(orderItem).toContainText("Pending");
    expect(await recentOrders.getByRole("listitem").count()).toBeLessThanOrEqual(5);

    const recentInquiries = page.getByRole("region", { name: "Recent Inquiries" });
    const inquiryItem = recentInquiries.getByRole("listitem").filter({ hasText: `${contact.firstName} ${contact.lastName}` });
    await expect(inquiryItem).toContainText(contact.businessName);
    await expect(inquiryItem).toContainText("Electrician");
    expect(await recentInquiries.getByRole("listitem").count()).toBeLessThanOrEqual(5);

    await expectAccessible();
  });

  test("orders: table row, details dialog, status change and a refused change", async ({ page, expectAccessible }) => {
    const tag = uniqueTag();
    await signIn(page);
    const email = `omar.${tag.toLowerCase()}@example.test`;
    const order = await insertOrder({
      customerName: `Omar Plumb ${tag}`,
      customerEmail: email,
      customerPhone: "(555) 010-7788",
      address: { shipLine1: "48 Pipe Lane", shipLine2: "Suite 2", shipCity: "Austin", shipState: "TX", shipZip: "78701" },
      couponCode: "CREW25",
      discount: 2500,
      items: [
        { name: "Crew Hoodie", variantName: "Navy / L", price: 4500, quantity: 2 },
        { name: "Trucker Cap", price: 1800, quantity: 3 },
      ],
    });
    expect(order.total).toBe(9000 + 5400 - 2500);

    await open(page, `/admin/orders?q=${encodeURIComponent(email)}`);
    const row = page.getByTestId(`order-row-${order.id}`);
    await expect(row).toContainText(`#${order.id}`);
    await expect(row).toContainText(`Omar Plumb ${tag}`);
    await expect(row).toContainText(email);
    await expect(row).toContainText("$119.00");
    await expect(row).toContainText("Pending");
    await expect(row).toContainText(usDate(order.createdAt));
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();

    await row.getByRole("button", { name: `Details for order #${order.id}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order #${order.id}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Omar Plumb ${tag}`);
    await expect(dialog.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(dialog.getByRole("link", { name: "(555) 010-7788" })).toHaveAttribute("href", "tel:(555) 010-7788");
    await expect(dialog).toContainText("Pending");
    await expect(dialog).toContainText("$119.00");
    await expect(dialog).toContainText(usDate(order.createdAt));
    await expect(dialog.getByText("48 Pipe Lane")).toHaveText("48 Pipe Lane\nSuite 2\nAustin, TX 78701\nUnited States");
    const hoodie = dialog.getByRole("row").filter({ hasText: "Crew Hoodie" });
    await expect(hoodie).toContainText("Navy / L");
    await expect(hoodie.getByRole("cell").nth(1)).toHaveText("2");
    await expect(hoodie.getByRole("cell").nth(2)).toHaveText("$45.00");
    await expect(hoodie.getByRole("cell").nth(3)).toHaveText("$90.00");
    await expect(dialog.getByRole("row").filter({ hasText: "Trucker Cap" }).getByRole("cell").nth(3)).toHaveText("$54.00");
    // The same table as the order's page: the lines, then the subtotal and the total.
    await expect(dialog.getByRole("row", { name: "Subtotal" })).toBeVisible();
    await expect(dialog).toContainText("CREW25");
    await expect(dialog).toContainText("$25.00 off");
    await expectAccessible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await row.getByRole("combobox", { name: `Status of order #${order.id}` }).click();
    await page.getByRole("option", { name: "Shipped" }).click();
    await expect(toast(page, "Order updated successfully!")).toBeVisible();
    await expect(row.locator('[data-slot="badge"]').first()).toHaveText("Shipped");
    await expect.poll(async () => (await db().order.findUnique({ where: { id: order.id } }))?.status).toBe("shipped");

    // The order disappears behind the page's back: the server's sentence is shown.
    const gone = await insertOrder({ customerName: `Gone Order ${tag}`, customerEmail: email, items: [{ name: "Yard Sign", price: 1999, quantity: 1 }] });
    await page.reload();
    await untilHydrated(page);
    const goneRow = page.getByTestId(`order-row-${gone.id}`);
    await expect(goneRow).toBeVisible();
    await db().order.delete({ where: { id: gone.id } });
    await goneRow.getByRole("combobox", { name: `Status of order #${gone.id}` }).click();
    await page.getByRole("option", { name: "Processing" }).click();
    const failure = toast(page, "Failed to update order");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(`Order #${gone.id} does not exist.`);
    await expect(goneRow.getByRole("combobox", { name: `Status of order #${gone.id}` })).toHaveText("Pending");
  });

  test("orders: search, status filter, sortable headers, paging text and CSV export", async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page);
    const alpha = await insertOrder({
      customerName: `Alpha ${tag}`,
      customerEmail: `alpha.${tag.toLowerCase()}@example.test`,
      items: [{ name: "Sticker Pack", price: 1500, quantity: 1 }],
    });
    const bravo = await insertOrder({
      customerName: `Bravo ${tag}`,
      customerEmail: `bravo.${tag.toLowerCase()}@example.test`,
      status: "processing",
      items: [{ name: "Crew Jacket", price: 8900, quantity: 1 }],
    });

    await open(page, "/admin/orders");
    const search = page.getByRole("searchbox", { name: "Search orders" });
    await search.fill(tag);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    const rows = page.locator('[data-testid^="order-row-"]');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText("Showing 1–2 of 2")).toBeVisible();

    // Sort by total: largest first, then flipped.
    await page.getByRole("link", { name: "Total", exact: true }).click();
    await expect(page).toHaveURL(/sort=-total/);
    await expect(page.getByRole("columnheader", { name: "Total", exact: true })).toHaveAttribute("aria-sort", "descending");
    await expect(rows.first()).toContainText(`Bravo ${tag}`);
    await page.getByRole("link", { name: "Total", exact: true }).click();
    await expect(page).toHaveURL(/sort=total(&|$)/);
    await expect(page.getByRole("columnheader", { name: "Total", exact: true })).toHaveAttribute("aria-sort", "ascending");
    await expect(rows.first()).toContainText(`Alpha ${tag}`);

    // An order number finds that order alone.
    await search.fill(`#${alpha.id}`);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=%23${alpha.id}(&|$)`));
    await expect(page.getByTestId(`order-row-${alpha.id}`)).toBeVisible();
    await expect(page.getByTestId(`order-row-${bravo.id}`)).toHaveCount(0);

    await search.fill(tag);
    await search.press("Enter");
    await expect(rows).toHaveCount(2);
    await page.getByRole("combobox", { name: "Status", exact: true }).click();
    await page.getByRole("option", { name: "Processing" }).click();
    await expect(page).toHaveURL(/status=processing/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Bravo ${tag}`);
    await expect(rows.first()).toContainText("Processing");

    const href = await expectCsv(page, page.getByRole("link", { name: "Export CSV of orders" }), [`Bravo ${tag}`, "89.00"], [`Alpha ${tag}`]);
    expect(href).toContain("/api/admin/orders?format=csv");
    expect(href).toContain(`q=${tag}`);
    expect(href).toContain("status=processing");

    await page.getByRole("combobox", { name: "Status", exact: true }).click();
    await page.getByRole("option", { name: "Cancelled" }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByText("No orders match this search.")).toBeVisible();
    await page.getByRole("link", { name: "Show all orders" }).click();
    await expect(page).toHaveURL("/admin/orders");
  });

  test("coupons: create a fixed $12.50 coupon with a $40 minimum; a duplicate code is refused", async ({ page, expectAccessible }) => {
    const code = couponCode();
    await signIn(page);
    await open(page, "/admin/coupons");

    await page.getByRole("button", { name: "Create Coupon" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Coupon" });
    await expect(dialog).toBeVisible();
    // The form's defaults (docs/product.md#coupons-tab): percentage, value 0, minimum order 0, unlimited uses, no expiry.
    await expect(dialog.getByRole("combobox", { name: "Discount type" })).toHaveText("Percentage");
    await expect(dialog.getByLabel("Discount (%)")).toHaveValue("0");
    await expect(dialog.getByLabel("Minimum order ($)")).toHaveValue("0");
    await expect(dialog.getByLabel("Maximum uses")).toHaveValue("");
    await expect(dialog.getByLabel("Expiry date")).toHaveValue("");
    await expect(dialog.getByLabel("Expiry date")).toHaveAccessibleDescription(/Expires at the end of this day, New York time\./);
    await expectAccessible();

    // The route's own schema checks the form before anything is sent, its sentence under the field.
    await dialog.getByRole("button", { name: "Create Coupon" }).click();
    await expect(dialog.getByLabel("Code")).toHaveAccessibleDescription("Coupon codes are 3 to 32 characters.");
    await expect(dialog.getByLabel("Code")).toBeFocused();

    await dialog.getByLabel("Code").fill(code);
    await dialog.getByLabel("Description").fill("Twelve fifty off crew orders");
    await dialog.getByRole("combobox", { name: "Discount type" }).click();
    await page.getByRole("option", { name: "Fixed amount" }).click();
    await expect(dialog.getByLabel("Discount (%)")).toHaveCount(0);
    await dialog.getByLabel("Discount ($)").fill("12.50");
    await dialog.getByLabel("Minimum order ($)").fill("40");
    await dialog.getByLabel("Maximum uses").fill("100");
    await dialog.getByLabel("Expiry date").fill("2031-06-30");
    await dialog.getByRole("button", { name: "Create Coupon" }).click();

    await expect(toast(page, "Coupon created successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId(`coupon-row-${code}`);
    await expect(row).toContainText("Twelve fifty off crew orders");
    await expect(row).toContainText("$12.50");
    await expect(row).toContainText("0 / 100");
    await expect(row).toContainText("$40.00");
    await expect(row).toContainText("Jun 30, 2031");
    await expect(row).toContainText("Active");
    const stored = await db().coupon.findUnique({ where: { code } });
    // June 30 lasts until midnight in New York (EDT): 04:00 UTC on July 1.
    expect(stored).toMatchObject({
      discountType: "fixed",
      discountValue: 1250,
      minOrderAmount: 4000,
      maxUses: 100,
      isActive: true,
      expiresAt: new Date("2031-07-01T03:59:59.999Z"),
    });

    // The form was reset; the same code again is refused with the server's sentence, dialog kept open.
    await page.getByRole("button", { name: "Create Coupon" }).click();
    await expect(dialog.getByLabel("Code")).toHaveValue("");
    await expect(dialog.getByLabel("Discount (%)")).toHaveValue("0");
    await dialog.getByLabel("Code").fill(code);
    await dialog.getByLabel("Discount (%)").fill("10");
    await dialog.getByRole("button", { name: "Create Coupon" }).click();
    const failure = toast(page, "Failed to create coupon");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(`A coupon with the code ${code} already exists.`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Code")).toHaveValue(code);

    await page.request.delete(`/api/admin/coupons/${stored!.id}`);
  });

  test("coupons: the Active switch, and delete only after confirming", async ({ page }) => {
    const code = couponCode();
    await signIn(page);
    const coupon = await createCouponByApi(page, code);
    await open(page, "/admin/coupons");
    const row = page.getByTestId(`coupon-row-${code}`);
    await expect(row).toContainText("15%");
    await expect(row.locator('[data-slot="badge"]')).toHaveText("Active");

    const toggle = row.getByRole("switch", { name: `${code} active` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toast(page, "Coupon updated successfully!")).toBeVisible();
    await expect(row.locator('[data-slot="badge"]')).toHaveText("Inactive");
    await expect(row.getByRole("switch", { name: `${code} active` })).not.toBeChecked();
    await expect.poll(async () => (await db().coupon.findUnique({ where: { id: coupon.id } }))?.isActive).toBe(false);
    // The 44 px target around the switch flips it too: a tap at its corner, off the switch itself.
    await row.locator("label").click({ position: { x: 1, y: 1 } });
    await expect(row.getByRole("switch", { name: `${code} active` })).toBeChecked();
    await expect.poll(async () => (await db().coupon.findUnique({ where: { id: coupon.id } }))?.isActive).toBe(true);

    await row.getByRole("button", { name: `Delete coupon ${code}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete coupon ${code}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    expect(await db().coupon.findUnique({ where: { id: coupon.id } })).not.toBeNull();

    await row.getByRole("button", { name: `Delete coupon ${code}` }).click();
    await confirm.getByRole("button", { name: "Delete coupon" }).click();
    await expect(toast(page, "Coupon deleted successfully!")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await db().coupon.findUnique({ where: { id: coupon.id } })).toBeNull();
  });

  test("coupons: a switched-on coupon past its day or out of uses is shown as Expired or Used up, not Active", async ({ page }) => {
    const [expired, usedUp] = [couponCode(), couponCode()];
    await db().coupon.createMany({
      data: [
        { code: expired, description: "Last season", discountType: "percentage", discountValue: 10, expiresAt: new Date("2025-01-01T04:59:59.999Z") },
        { code: usedUp, description: "First ten crews", discountType: "percentage", discountValue: 10, maxUses: 10, usedCount: 10 },
      ],
    });
    await signIn(page);
    await open(page, "/admin/coupons");
    const expiredRow = page.getByTestId(`coupon-row-${expired}`);
    await expect(expiredRow.locator('[data-slot="badge"]')).toHaveText("Expired");
    await expect(expiredRow).toContainText("Dec 31, 2024");
    await expect(expiredRow.getByRole("switch", { name: `${expired} active` })).toBeChecked();
    const usedUpRow = page.getByTestId(`coupon-row-${usedUp}`);
    await expect(usedUpRow.locator('[data-slot="badge"]')).toHaveText("Used up");
    await expect(usedUpRow).toContainText("10 / 10");
    await db().coupon.deleteMany({ where: { code: { in: [expired, usedUp] } } });
  });

  test("activity: the audit log shows a coupon's creation", async ({ page }) => {
    const code = couponCode();
    await signIn(page);
    const coupon = await createCouponByApi(page, code);
    await open(page, "/admin/activity");
    const entry = page.getByRole("row").filter({ hasText: "coupon.create" }).filter({ hasText: code });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(ADMIN.email);
    await expect(entry).toContainText(`coupon #${coupon.id}`);
    await expect(entry).toContainText(`"code":"${code}"`);
    await page.request.delete(`/api/admin/coupons/${coupon.id}`);
  });

  test("quotes: a new request is listed with its files, found by search, and exported", async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page);
    const business = `Summit ${tag} Roofing`;
    const email = `sam.${tag.toLowerCase()}@example.test`;
    const { id, fileId } = await createQuote(page, {
      fileName: `logo-${tag}.png`,
      businessName: business,
      contactPerson: "Sam Summit",
      phone: "555-303-4040",
      email,
      specialRequests: `Spot UV on the logo, ref ${tag}`,
    });

    await open(page, "/admin/quotes");
    const search = page.getByRole("searchbox", { name: "Search quotes" });
    await search.fill(tag);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    const row = page.getByTestId(`quote-row-${id}`);
    await expect(row).toBeVisible();
    await expect(page.locator('[data-testid^="quote-row-"]')).toHaveCount(1);
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    for (const text of [business, "Sam Summit", "Business Cards", "1,000", "Premium (216-270gsm)", "Gloss", `Spot UV on the logo, ref ${tag}`]) {
      await expect(row).toContainText(text);
    }
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(row.getByRole("link", { name: "555-303-4040" })).toHaveAttribute("href", "tel:555-303-4040");
    // Every detail in the row, and still no sideways scrolling at 1280 px.
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = page.getByRole("region", { name: "Quote requests table" });
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const file = row.getByRole("link", { name: new RegExp(`logo-${tag}\\.png`) });
    await expect(file).toHaveAttribute("href", `/api/admin/uploads/${fileId}`);
    // A file under 1 KB shows its bytes, as the quote form showed them, not "1 KB".
    await expect(file).toContainText("(70 B)");
    const download = await page.request.get((await file.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain("attachment");

    const href = await expectCsv(page, page.getByRole("link", { name: "Export CSV of quote requests" }), [business]);
    expect(href).toContain("/api/quote-requests?format=csv");

    await search.fill(`no-such-business-${tag}`);
    await search.press("Enter");
    await expect(page.getByText("No quote requests match this search.")).toBeVisible();
  });

  test("quotes: at 1280 px, long values in every column stay in their own column, readable, whole on hover", async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    // As long as the form allows: a 200-character business and contact person, the longest phone, a long file name.
    const quote = {
      fileName: `${tag}-${"final-artwork-v2-".repeat(12)}.png`,
      businessName: `Spam ${tag} ${"w".repeat(200)}`.slice(0, 200),
      contactPerson: `${"Cheap SEO backlinks casino bonus ".repeat(6)}${tag}`.slice(0, 200),
      phone: "+1 (555) 201-3344 555 555",
      email: `spam.${tag.toLowerCase()}@${"backlinks.".repeat(8)}example.test`,
      specialRequests: `Buy now ${"http://spam.example/".repeat(20)}`,
    };
    await createQuote(page, quote);

    await open(page, `/admin/quotes?q=${tag}`);
    const region = page.getByRole("region", { name: "Quote requests table" });
    await expectReadableTable(region, {
      columns: ["Date", "Stage", "Business", "Contact", "Order", "Special requests", "Files"],
      textColumns: ["Business", "Contact", "Special requests", "Files"],
      wholeValues: [quote.businessName, quote.contactPerson, quote.phone, quote.email, quote.specialRequests, quote.fileName],
    });
    // Clamped to its lines, not the full 200 characters down the row.
    const contact = region.getByTitle(quote.contactPerson, { exact: true });
    expect(await contact.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  });

  test("contacts: at 1280 px, long values in every column stay in their own column, readable, whole on hover", async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    // As long as the form allows: a 137-character spam name, a 200-character business, the longest trade and phone.
    const inquiry = {
      firstName: `${"Cheap SEO backlinks casino bonus ".repeat(3)}${tag}`.slice(0, 100),
      lastName: "x".repeat(36),
      businessName: `Spam ${tag} ${"w".repeat(200)}`.slice(0, 200),
      email: `spam.${tag.toLowerCase()}@${"backlinks.".repeat(8)}example.test`,
      phone: "+1 (555) 201-3344 555 555",
      tradeType: "General Contractor",
      message: `Buy now ${"http://spam.example/".repeat(20)}`,
    };
    const response = await page.request.post("/api/contact-inquiries", { data: inquiry });
    expect(response.status(), await response.text()).toBe(201);

    await open(page, `/admin/contacts?q=${tag}`);
    await expectReadableTable(page.getByRole("region", { name: "Contact inquiries table" }), {
      columns: ["Date", "Name", "Business", "Contact", "Message", "Status"],
      textColumns: ["Name", "Business", "Contact", "Message"],
      wholeValues: [`${inquiry.firstName} ${inquiry.lastName}`, inquiry.businessName, inquiry.email, inquiry.phone, inquiry.message],
    });
  });

  test("contacts and outbox: a new inquiry is listed, exported, and its email waits in the outbox", async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page);
    const contact = await createContact(page, tag);

    await open(page, `/admin/contacts?q=${tag}`);
    const row = page.getByTestId(`contact-row-${contact.id}`);
    await expect(row).toBeVisible();
    await expect(page.locator('[data-testid^="contact-row-"]')).toHaveCount(1);
    for (const text of [`${contact.firstName} ${contact.lastName}`, contact.businessName, "Electrician", contact.message]) {
      await expect(row).toContainText(text);
    }
    await expect(row.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);
    await expect(row.getByRole("link", { name: contact.phone })).toHaveAttribute("href", `tel:${contact.phone}`);
    await page.getByRole("link", { name: "Business", exact: true }).click();
    await expect(page).toHaveURL(/sort=businessName/);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(row).toBeVisible();
    const href = await expectCsv(page, page.getByRole("link", { name: "Export CSV of contact inquiries" }), [contact.businessName, contact.email]);
    expect(href).toContain("/api/contact-inquiries?format=csv");

    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Outbox" }).click();
    await expect(page).toHaveURL("/admin/outbox");
    const email = page.getByRole("row").filter({ hasText: `New contact inquiry #${contact.id}: ${contact.businessName} (Electrician)` });
    // The team's email is a job, worked right after the inquiry's response: the page lists it once it has gone.
    await reloadUntil(page, () => expect(email).toBeVisible({ timeout: 1_000 }));
    await expect(email).toContainText(`Reply to ${contact.email}`);
    await expect(email).toContainText(/Outbox|Sent/);
    await expect(email.getByText(contact.message)).toBeHidden();
    await email.getByText("Show message").click();
    await expect(email.getByText(contact.message)).toBeVisible();
  });
});
