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

async function seedRequest(email: string) {
  const request = await db().quoteRequest.create({
    data: { product: "business-cards", paper: "premium", finish: "matte", corners: "rounded", quantity: 500, designOption: "template", businessName: `Mason Roofing ${uniqueTag()}`, contactPerson: "Joe Mason", phone: "555-0100", email },
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
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(toast(page, "Quote sent")).toBeVisible(SERVER);
  await expect(page.getByTestId("quote-stage")).toHaveText("Quoted");
}

test("the admin prices a quote, the customer pays it from the emailed link and follows the print order", async ({ page: customer, browser, expectAccessible }, testInfo) => {
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

  await fillCard(customer);
  await customer.getByRole("button", { name: "Accept and pay $114.50" }).click();
  await expect(customer.getByTestId("print-order-status")).toHaveText("Paid", SERVER);
  await expect(customer.getByRole("button", { name: /Accept and pay/ })).toHaveCount(0);

  await admin.reload();
  await expect(admin.getByTestId("quote-stage")).toHaveText("Paid");
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
