import type { Page } from "@playwright/test";
import { fillCard } from "./checkout-flow";
import { signIn, toast } from "./admin-session";
import { expect, FLOW_TIMEOUT, open, SERVER, test } from "./fixtures";
import { closeOrdersDb, db, uniqueTag } from "./orders-db";
import { emailedQuotePath, emailedVerificationPath } from "./email-links";

/** A print quote priced in the admin, paid by the customer from the emailed link, and followed to its print order. */

const seededRequests: number[] = [];
const createdEmails: string[] = [];

test.afterAll(async () => {
  if (seededRequests.length) await db().quoteRequest.deleteMany({ where: { id: { in: seededRequests.splice(0) } } });
  if (createdEmails.length) await db().user.deleteMany({ where: { email: { in: createdEmails.splice(0) } } });
  await closeOrdersDb();
});

async function seedRequest(email: string, address = "12 Elm St, Austin, TX 78701") {
  const request = await db().quoteRequest.create({
    data: {
      product: "business-cards",
      paper: "premium",
      finish: "matte",
      corners: "rounded",
      quantity: 500,
      designOption: "template",
      businessName: `Mason Roofing ${uniqueTag()}`,
      contactPerson: "Joe Mason",
      phone: "555-0100",
      email,
      address,
    },
  });
  seededRequests.push(request.id);
  return request;
}

async function priceInAdmin(page: Page, requestId: number) {
  await open(page, `/admin/quotes/${requestId}`);
  await expect(page.getByTestId("quote-stage")).toHaveText("New");
  // An empty line is refused under its fields by the route's own rules, before anything is sent.
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByLabel("Line 1 description")).toHaveAccessibleDescription("Each line needs a description.");
  await expect(page.getByLabel("Amount ($)").first()).toHaveAccessibleDescription("Enter the line's amount in dollars, like 89.00.");
  await page.getByLabel("Line 1 description").fill("500 business cards, premium matte, rounded corners");
  await page.getByLabel("Amount ($)").first().fill("89");
  await page.getByRole("button", { name: "Add a line" }).click();
  await page.getByLabel("Line 2 description").fill("Logo clean-up");
  await page.getByLabel("Quantity").nth(1).fill("1");
  await page.getByLabel("Amount ($)").nth(1).fill("25.50");
  await page.getByLabel("Note to the customer (optional)").fill("Ready 5 business days after payment.");
  await expect(page.getByTestId("price-total")).toHaveText("$114.50");
  // An amount past the most a quote may ask for counts for nothing in the running total (sending refuses it).
  await page.getByLabel("Amount ($)").nth(1).fill("90071992547409.00");
  await expect(page.getByTestId("price-total")).toHaveText("$89.00");
  await page.getByLabel("Amount ($)").nth(1).fill("25.50");
  await expect(page.getByTestId("price-total")).toHaveText("$114.50");
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(toast(page, "Quote sent")).toBeVisible(SERVER);
  await expect(page.getByTestId("quote-stage")).toHaveText("Quoted");
}

test("the admin prices a quote, the customer pays it from the emailed link and follows the print order", async ({
  page: customer,
  browser,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(FLOW_TIMEOUT); // two browsers through the whole flow: longer than one page's default 30 s on a busy machine
  const email = `quote-${uniqueTag().toLowerCase()}@mason.test`;
  const request = await seedRequest(email);
  const admin = await (await browser.newContext({ ...testInfo.project.use })).newPage();
  await signIn(admin);
  await priceInAdmin(admin, request.id);
  await admin.screenshot({ path: testInfo.outputPath(`admin-quote-${testInfo.project.name}.png`), fullPage: true });

  await customer.goto(await emailedQuotePath(email));
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText(`Your print quote #${request.id}`);
  await expect(customer.getByTestId("quote-total")).toHaveText("$114.50");
  await expect(customer.getByText("Logo clean-up")).toBeVisible();
  await expectAccessible();
  await customer.screenshot({ path: testInfo.outputPath(`quote-${testInfo.project.name}.png`), fullPage: true });

  // Where to ship comes prefilled from the request; the customer adds a suite.
  const pay = customer.getByRole("form", { name: "Accept and pay" });
  await expect(pay.getByRole("textbox", { name: "Name" })).toHaveValue("Joe Mason");
  await expect(pay.getByRole("textbox", { name: "Street address" })).toHaveValue("12 Elm St");
  await expect(pay.getByRole("textbox", { name: "City" })).toHaveValue("Austin");
  await expect(pay.getByRole("textbox", { name: "State" })).toHaveValue("TX");
  await expect(pay.getByRole("textbox", { name: "ZIP" })).toHaveValue("78701");
  await pay.getByRole("textbox", { name: "Apartment, suite, unit" }).fill("Suite 4");
  await fillCard(customer);
  await customer.getByRole("button", { name: "Accept and pay $114.50" }).click();
  await expect(customer.getByTestId("print-order-status")).toHaveText("Paid", SERVER);
  await expect(customer.getByRole("button", { name: /Accept and pay/ })).toHaveCount(0);
  const printOrder = await db().printOrder.findUniqueOrThrow({ where: { quoteRequestId: request.id } });
  await expect(customer.getByRole("article", { name: `Print order P-${printOrder.id}` })).toBeVisible();
  await expect(customer.getByTestId("print-order-address")).toHaveText("Joe Mason\n12 Elm St\nSuite 4\nAustin, TX 78701\nUnited States");

  await admin.reload();
  await expect(admin.getByTestId("quote-stage")).toHaveText("Paid");
  await expect(admin.getByRole("heading", { name: `Print order P-${printOrder.id}` })).toBeVisible();
  await expect(admin.getByTestId("print-order-address")).toContainText("Suite 4");
  await admin.getByRole("combobox", { name: "Print order status" }).click();
  await admin.getByRole("option", { name: "In production" }).click();
  await expect(toast(admin, "Print order updated.")).toBeVisible(SERVER);
  await expect(admin.getByTestId("quote-stage")).toHaveText("In production");
  await admin.screenshot({ path: testInfo.outputPath(`admin-print-order-${testInfo.project.name}.png`), fullPage: true });

  await customer.reload();
  await expect(customer.getByTestId("print-order-status")).toHaveText("In production");
  await expectAccessible();
  await customer.screenshot({ path: testInfo.outputPath(`print-order-${testInfo.project.name}.png`), fullPage: true });
  expect(await db().printOrder.count({ where: { quoteRequestId: request.id } })).toBe(1);

  // Anyone can register the quote's email: the print order shows on /account only once the address is confirmed.
  const password = "quote-customer-pass-1";
  createdEmails.push(email);
  expect((await customer.request.post("/api/auth/signup", { data: { firstName: "Joe", lastName: "Mason", email, password } })).ok()).toBe(true);
  expect((await customer.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  await customer.goto("/account");
  await expect(customer.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(customer.getByRole("heading", { name: "Your print orders" })).toHaveCount(0);
  await expect(customer.getByRole("region", { name: "Confirm your email" })).toContainText(email);

  await customer.goto(await emailedVerificationPath(email));
  await customer.getByRole("button", { name: "Confirm my email" }).click();
  await expect(customer.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible(SERVER);
  await customer.getByRole("link", { name: "Go to your account" }).click();
  await expect(customer.getByRole("heading", { name: "Your print orders" })).toBeVisible(SERVER);
  await expect(customer.getByTestId("print-order-status")).toHaveText("In production");
  await expect(customer.getByRole("region", { name: "Confirm your email" })).toHaveCount(0);

  await open(admin, "/admin");
  await expect(admin.getByTestId("stat-quotes-awaiting-payment")).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath(`admin-dashboard-${testInfo.project.name}.png`), fullPage: true });
  await admin.context().close();
});

test("a question from the quote link reaches the admin; a revoked link says it can't be used", async ({ page }) => {
  const email = `quote-${uniqueTag().toLowerCase()}@mason.test`;
  const request = await seedRequest(email);
  await signIn(page);
  await priceInAdmin(page, request.id);
  const path = await emailedQuotePath(email);

  await page.goto(path);
  await page.getByLabel("Your question").fill("Can you do 1,000 cards for the same price?");
  await page.getByRole("button", { name: "Ask a question" }).click();
  await expect(toast(page, "Question sent")).toBeVisible(SERVER);
  await open(page, `/admin/quotes/${request.id}`);
  await expect(page.getByRole("region", { name: "Customer questions" }).getByText("Can you do 1,000 cards for the same price?")).toBeVisible();

  await page.getByRole("button", { name: "Revoke link" }).click();
  await expect(toast(page, "The quote link no longer works.")).toBeVisible(SERVER);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This quote link can't be used");
});

test("a quote link that was never sent answers 404, with the same friendly page @phone", async ({ page }) => {
  // Shaped like a real link's token, and not.
  for (const token of ["A".repeat(43), "not-a-token"]) {
    const response = await page.goto(`/quotes/${token}`);
    expect(response?.status(), token).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This quote link can't be used");
    await expect(page.getByRole("link", { name: "Back to the Print Shop" })).toHaveAttribute("href", "/print-shop");
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  }
});

test("on a phone, paying asks where to ship: what is missing is refused under its field before any charge, and the print order keeps the address @phone", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(FLOW_TIMEOUT);
  const phone = testInfo.project.name === "phone";
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  const email = `quote-${uniqueTag().toLowerCase()}@mason.test`;
  // A business address the form can't split: it goes whole into the street, the rest is the customer's to fill.
  const request = await seedRequest(email, "Unit 3, 400 Industrial Pkwy");
  await signIn(page);
  const priced = await page.request.post(`/api/admin/quotes/${request.id}/price`, {
    data: { items: [{ description: "Door hangers, 500", quantity: 500, amount: 14900 }] },
  });
  expect(priced.status()).toBe(201);

  await page.goto(await emailedQuotePath(email));
  const pay = page.getByRole("form", { name: "Accept and pay" });
  await expect(pay.getByRole("textbox", { name: "Street address" })).toHaveValue("Unit 3, 400 Industrial Pkwy");
  await expect(pay.getByRole("textbox", { name: "City" })).toHaveValue("");
  await fillCard(page);
  await page.getByRole("button", { name: "Accept and pay $149.00" }).click();
  await expect(pay.getByRole("textbox", { name: "City" })).toHaveAccessibleDescription("Enter your city.");
  await expect(pay.getByRole("textbox", { name: "ZIP" })).toHaveAccessibleDescription("Enter a 5-digit ZIP code.");
  await expect(pay.getByRole("textbox", { name: "City" })).toBeFocused();
  expect(await db().quote.count({ where: { quoteRequestId: request.id, paymentIntentId: { not: null } } })).toBe(0);
  await expectAccessible();
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath(`quote-payment-${testInfo.project.name}.png`), fullPage: true });

  await pay.getByRole("textbox", { name: "City" }).fill("New Braunfels");
  await pay.getByRole("textbox", { name: "State" }).fill("tx");
  await pay.getByRole("textbox", { name: "ZIP" }).fill("78130");
  await page.getByRole("button", { name: "Accept and pay $149.00" }).click();
  await expect(page.getByTestId("print-order-status")).toHaveText("Paid", SERVER);
  // The toast says it once.
  const paidToast = page.locator("[data-sonner-toast]").filter({ hasText: "Paid" });
  await expect(paidToast).toBeVisible();
  expect((await paidToast.textContent())?.match(/Paid\./g)).toHaveLength(1);
  await expect(page.getByTestId("print-order-address")).toHaveText("Joe Mason\nUnit 3, 400 Industrial Pkwy\nNew Braunfels, TX 78130\nUnited States");
  await expect(page.getByRole("article", { name: /^Print order P-\d+$/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`quote-paid-${testInfo.project.name}.png`), fullPage: true });
});
