import type { Page } from "@playwright/test";
import { ADMIN, signIn, toast } from "./admin-session";
import { expect as baseExpect, FLOW_TIMEOUT, open, reloadUntil, SERVER, test, untilHydrated } from "./fixtures";
import { BLACK_TEE_S, buy, line } from "./checkout-flow";
import { closeOrdersDb, db, insertOrder, insertPrintOrder, netRevenue, ordersChangeMark, uniqueTag } from "./orders-db";

/*
 * An order's own admin page (/admin/orders/{id}): a partial refund of a real sandbox payment,
 * retrying a failed fulfilment, and the order list's payment and fulfilment filters. Desktop only,
 * as the other admin specs: every test signs in as the seeded admin.
 */

test.describe.configure({ timeout: FLOW_TIMEOUT });
const expect = baseExpect.configure(SERVER);

test.afterAll(closeOrdersDb);

const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[$,]/g, "")) * 100);

/**
 * What the dashboard's Total Revenue says this order adds: the card's amount less every other
 * order's net, both read while no order changed (other specs add, change and delete orders meanwhile).
 */
async function dashboardShareOf(page: Page, orderId: number): Promise<number> {
  let share = Number.NaN;
  await expect(async () => {
    const mark = await ordersChangeMark();
    const others = await netRevenue({ except: orderId });
    await open(page, "/admin");
    const shown = cents(await page.getByTestId("stat-total-revenue").textContent());
    expect(await ordersChangeMark()).toBe(mark);
    share = shown - others;
  }).toPass({ timeout: 2 * SERVER.timeout });
  return share;
}

test.describe("an order's admin page", () => {
  test("a partial refund of a real sandbox payment: once on a double click, in the refunds, the timeline and the revenue", async ({
    page,
    expectAccessible,
  }) => {
    const email = `refund-${uniqueTag().toLowerCase()}@example.com`;
    const orderId = await buy(page, [line(BLACK_TEE_S, 2)], email);
    await signIn(page);
    expect(await dashboardShareOf(page, orderId)).toBe(4998);

    await open(page, `/admin/orders?q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: `Open order #${orderId}` }).click();
    await expect(page).toHaveURL(`/admin/orders/${orderId}`);
    await expect(page).toHaveTitle(`Order #${orderId} | Viralize Admin`);
    await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
    const badges = page.getByTestId("order-badges");
    await expect(badges).toContainText("Paid");
    await expect(page.getByRole("region", { name: "Customer" })).toContainText("12 Elm St");
    await expect(page.getByRole("region", { name: "Items" })).toContainText("$49.98");
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("No refunds.");
    await untilHydrated(page);
    await expectAccessible();

    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Refund order #${orderId}` });
    await expect(dialog.getByLabel("Amount ($)")).toHaveValue("49.98");
    // More than is left is refused under the field before anything is sent.
    await dialog.getByLabel("Amount ($)").fill("60");
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(dialog.getByLabel("Amount ($)")).toHaveAccessibleDescription(/At most \$49\.98 is left to refund\./);
    await expect(dialog.getByLabel("Reason")).toHaveAccessibleDescription("Give a reason of at least 3 characters.");
    await dialog.getByLabel("Amount ($)").fill("12.50");
    await dialog.getByLabel("Reason").fill("One shirt arrived with a misprint");
    await dialog.getByRole("button", { name: "Refund", exact: true }).dblclick();
    await expect(toast(page, "Refunded $12.50.")).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(badges).toContainText("Partially refunded");
    const refunds = page.getByRole("region", { name: "Payment" }).getByTestId("refund-row");
    await expect(refunds).toHaveCount(1);
    await expect(refunds.first()).toContainText("$12.50");
    await expect(refunds.first()).toContainText("Admin");
    await expect(refunds.first()).toContainText("One shirt arrived with a misprint");
    await expect(page.getByTestId("order-refunded")).toHaveText("−$12.50");
    const entry = page.getByTestId("timeline-entry").filter({ hasText: "Refunded $12.50." });
    await expect(entry).toContainText(`Admin ${ADMIN.email}`);
    await expect(entry).toContainText("Customer sees this");
    expect(await db().refund.count({ where: { orderId } })).toBe(1);

    expect(await dashboardShareOf(page, orderId)).toBe(4998 - 1250);
  });

  test("a failed fulfilment shows Printful's reason and is retried until it is submitted", async ({ page }) => {
    const tag = uniqueTag();
    const order = await insertOrder({
      customerName: `Fay Fail ${tag}`,
      customerEmail: `fay.${tag.toLowerCase()}@example.test`,
      fulfillmentStatus: "failed",
      fulfillmentError: "Printful answered 500",
      items: [{ name: "Crew Hoodie", variantName: "Navy / L", price: 4500, quantity: 1 }],
    });
    await signIn(page);
    await open(page, `/admin/orders/${order.id}`);
    await expect(page.getByTestId("order-badges")).toContainText("Fulfilment failed");
    await expect(page.getByTestId("fulfilment-error")).toHaveText("Printful answered 500");

    await page.getByRole("button", { name: "Retry fulfilment" }).click();
    await expect(toast(page, "Fulfilment queued again")).toBeVisible();
    await reloadUntil(page, () => expect(page.getByTestId("order-badges")).toContainText("Submitted", { timeout: 1_000 }));
    await expect(page.getByRole("button", { name: "Retry fulfilment" })).toHaveCount(0);
    await expect(page.getByTestId("timeline-entry").filter({ hasText: "Fulfilment retried." })).toContainText(`Admin ${ADMIN.email}`);
  });

  test("cancelling asks for a reason, shows the server's refusal in the dialog, and cancels once it is allowed", async ({ page }) => {
    const tag = uniqueTag();
    const order = await insertOrder({
      customerName: `Cal Cancel ${tag}`,
      customerEmail: `cal.${tag.toLowerCase()}@example.test`,
      items: [{ name: "Crew Hoodie", variantName: "Navy / L", price: 4500, quantity: 1 }],
    });
    // Nothing is left to give back, so cancelling sends no refund to the (made-up) payment.
    await db().order.update({ where: { id: order.id }, data: { refundedAmount: order.total } });
    await signIn(page);
    await open(page, `/admin/orders/${order.id}`);

    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel order #${order.id}?` });
    await expect(dialog).toContainText("Nothing is left to refund.");
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(dialog.getByLabel("Reason")).toHaveAccessibleDescription("Give a reason of at least 3 characters.");

    // It ships while the dialog is open: the server refuses, and says why where the admin is looking.
    await db().order.update({ where: { id: order.id }, data: { fulfillmentStatus: "shipped" } });
    await dialog.getByLabel("Reason").fill("Customer ordered the wrong size");
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(toast(page, "The order wasn't cancelled")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText("This order has shipped, so it can't be cancelled. Refund it instead.");
    await expect(dialog.getByRole("button", { name: "Cancel order" })).toBeEnabled();

    await db().order.update({ where: { id: order.id }, data: { fulfillmentStatus: "pending" } });
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(toast(page, `Order #${order.id} cancelled.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("order-badges")).toContainText("Cancelled");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await expect(page.getByTestId("timeline-entry").filter({ hasText: "Order cancelled: Customer ordered the wrong size" })).toContainText(
      `Admin ${ADMIN.email}`,
    );
  });

  test("Cancelled in the status list runs the real cancel: it asks first, then refunds, stops fulfilment and tells the customer", async ({ page }) => {
    const email = `status-cancel-${uniqueTag().toLowerCase()}@example.com`;
    const orderId = await buy(page, [line(BLACK_TEE_S, 2)], email);
    await signIn(page);
    await open(page, `/admin/orders/${orderId}`);
    await untilHydrated(page);
    const status = page.getByRole("combobox", { name: `Status of order #${orderId}` });
    const dialog = page.getByRole("dialog", { name: `Cancel order #${orderId}?` });

    // Changing one's mind leaves the order as it was.
    await status.click();
    await page.getByRole("option", { name: "Cancelled" }).click();
    await expect(dialog).toContainText("$49.98 still paid goes back to the customer's card.");
    await dialog.getByRole("button", { name: "Keep the order" }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText("Pending");
    expect((await db().order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("pending");

    await status.click();
    await page.getByRole("option", { name: "Cancelled" }).click();
    await dialog.getByLabel("Reason").fill("Ordered twice, per the customer's call");
    await dialog.getByLabel("Message to the customer").fill("You ordered this twice, so we've cancelled the copy.");
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(toast(page, `Order #${orderId} cancelled.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const badges = page.getByTestId("order-badges");
    await expect(badges).toContainText("Cancelled");
    await expect(badges).toContainText("Refunded");
    await expect(badges).toContainText("Fulfilment cancelled");
    await expect(status).toHaveText("Cancelled");
    // Cancelled is final: the list offers no other status, and the page says so.
    await expect(status).toBeDisabled();
    await expect(page.getByText("Cancelled for good: its status can't change anymore.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "cancelled",
      fulfillmentStatus: "cancelled",
      paymentStatus: "refunded",
      refundedAmount: 4998,
    });
    await expect
      .poll(async () => (await db().outgoingEmail.findFirst({ where: { orderId, dedupeKey: { startsWith: `order-${orderId}-cancelled` } } }))?.text ?? "")
      .toContain("You ordered this twice, so we've cancelled the copy.");
  });

  test.describe("before any JavaScript runs", () => {
    test.use({ javaScriptEnabled: false });

    test("the order's internal note is already in the server's HTML", async ({ page }) => {
      const tag = uniqueTag();
      const order = await insertOrder({
        customerName: `Nell Note ${tag}`,
        customerEmail: `nell.${tag.toLowerCase()}@example.test`,
        items: [{ name: "Crew Hoodie", variantName: "Navy / L", price: 4500, quantity: 1 }],
      });
      await db().order.update({ where: { id: order.id }, data: { internalNote: "Called the customer about the size." } });
      await signIn(page);
      await page.goto(`/admin/orders/${order.id}`);
      await expect(page.locator("textarea#internal-note")).toHaveValue("Called the customer about the size.");
    });
  });

  test("the list filters by fulfilment and payment, keeps the filters in its links, and the dashboard links to them", async ({ page }) => {
    const tag = uniqueTag();
    const failed = await insertOrder({
      customerName: `Filter Failed ${tag}`,
      customerEmail: `ff.${tag.toLowerCase()}@example.test`,
      fulfillmentStatus: "failed",
      fulfillmentError: "Printful answered 500",
      items: [{ name: "Yard Sign", price: 1999, quantity: 1 }],
    });
    const fine = await insertOrder({
      customerName: `Filter Fine ${tag}`,
      customerEmail: `fine.${tag.toLowerCase()}@example.test`,
      items: [{ name: "Yard Sign", price: 1999, quantity: 1 }],
    });
    await signIn(page);

    await open(page, "/admin");
    await page.getByTestId("attention-failed-fulfilments").click();
    await expect(page).toHaveURL("/admin/orders?fulfilment=failed");
    const rows = page.locator('[data-testid^="order-row-"]');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText("Fulfilment failed");
    await expect(page.getByTestId(`order-row-${fine.id}`)).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Fulfilment", exact: true })).toHaveText("Fulfilment failed");

    const search = page.getByRole("searchbox", { name: "Search orders" });
    await search.fill(tag);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${tag}.*fulfilment=failed`));
    await expect(rows).toHaveCount(1);
    const failedBadge = page.getByTestId(`order-row-${failed.id}`).locator('[title="Printful answered 500"]');
    await expect(failedBadge).toContainText("Fulfilment failed");

    // One filter more keeps the others, and the export and sort links carry them all.
    await page.getByRole("combobox", { name: "Payment", exact: true }).click();
    await page.getByRole("option", { name: "Disputed" }).click();
    await expect(page).toHaveURL(/fulfilment=failed/);
    await expect(page).toHaveURL(/payment=disputed/);
    await expect(page.getByText("No orders match this search.")).toBeVisible();
    await page.getByRole("combobox", { name: "Payment", exact: true }).click();
    await page.getByRole("option", { name: "Paid", exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Export CSV of orders" })).toHaveAttribute(
      "href",
      /payment=paid.*fulfilment=failed|fulfilment=failed.*payment=paid/,
    );
    await expect(page.getByRole("link", { name: "Total", exact: true })).toHaveAttribute("href", /fulfilment=failed/);
    const csv = await page.request.get((await page.getByRole("link", { name: "Export CSV of orders" }).getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    const body = await csv.text();
    expect(body).toContain(`Filter Failed ${tag}`);
    expect(body).not.toContain(`Filter Fine ${tag}`);

    await open(page, "/admin/orders/999999999");
    await expect(page.getByText("There's no order with that number.")).toBeVisible();
  });
});

test.describe("print orders in the Orders tab", () => {
  test("listed beside merchandise under their P- number: a search finds them, a filter keeps the list, a row opens the quote request", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const tag = uniqueTag();
    const { requestId, printOrderId } = await insertPrintOrder({ businessName: `Brick & Co ${tag}`, email: `print.${tag.toLowerCase()}@example.test` });
    const number = `P-${printOrderId}`;
    await signIn(page);

    // The merchandise list has no order by that number, and says where the match is.
    await open(page, `/admin/orders?q=${number}`);
    await expect(page.getByText("No orders match this search.")).toBeVisible();
    const kinds = page.getByRole("navigation", { name: "Kind of order" });
    await expect(kinds.getByRole("link", { name: "Merchandise, 0 matching orders" })).toHaveAttribute("aria-current", "page");
    await expect(kinds.getByRole("link", { name: "Print, 1 matching order" })).toBeVisible();
    await page.getByRole("link", { name: "Show 1 matching print order" }).click();
    await expect(page).toHaveURL(`/admin/orders?kind=print&q=${number}`);
    await expect(kinds.getByRole("link", { name: "Print, 1 matching order" })).toHaveAttribute("aria-current", "page");

    const rows = page.locator('[data-testid^="print-order-row-"]');
    await expect(rows).toHaveCount(1);
    const row = page.getByTestId(`print-order-row-${printOrderId}`);
    for (const text of [number, `Brick & Co ${tag}`, "500 × Business Cards", "$114.00", "Paid", "Austin, TX"]) await expect(row).toContainText(text);
    await expect(page.getByRole("link", { name: "Export CSV of orders" })).toHaveCount(0);
    await untilHydrated(page);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath("admin-print-orders-desktop.png"), fullPage: true });

    // A status filter keeps the print list and its search; switching back keeps the search too.
    await page.getByRole("combobox", { name: "Status", exact: true }).click();
    await page.getByRole("option", { name: "Shipped" }).click();
    await expect(page).toHaveURL(`/admin/orders?kind=print&q=${number}&status=shipped`);
    await expect(page.getByText("No print orders match this search.")).toBeVisible();
    await expect(kinds.getByRole("link", { name: "Print, 1 matching order" })).toBeVisible();
    await kinds.getByRole("link", { name: /^Merchandise/ }).click();
    await expect(page).toHaveURL(`/admin/orders?q=${number}`);
    await kinds.getByRole("link", { name: /^Print/ }).click();
    await expect(page).toHaveURL(`/admin/orders?kind=print&q=${number}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("admin-print-orders-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    await row.getByRole("link", { name: `Open print order ${number}` }).click();
    await expect(page).toHaveURL(`/admin/quotes/${requestId}`);
    await expect(page.getByRole("heading", { level: 2, name: `Print order ${number}` })).toBeVisible();
    await expect(page.getByTestId("print-order-address")).toHaveText("Joe Mason\n12 Elm St\nAustin, TX 78701\nUnited States");
  });
});
