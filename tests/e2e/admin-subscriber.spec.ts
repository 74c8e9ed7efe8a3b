import type { Page } from "@playwright/test";
import { signIn, toast } from "./admin-session";
import { TEST_CARD } from "./checkout-flow";
import { expect, open, SERVER, test } from "./fixtures";
import { closeOrdersDb, db } from "./orders-db";

test.afterAll(closeOrdersDb);

/** A customer who started the Professional plan and paid its first month with the TEST MODE card, through the API as the browser does: the plan's id and business. */
async function subscriber(page: Page): Promise<{ subscriptionId: string; businessName: string }> {
  const businessName = `Ridge ${crypto.randomUUID().slice(0, 8)} Roofing`;
  const account = { firstName: "Ria", lastName: "Stone", email: `subscriber-${crypto.randomUUID()}@example.com`, password: "ridges-4-all" };
  expect((await page.request.post("/api/auth/signup", { data: account })).status()).toBe(202);
  expect((await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
  const started = await page.request.post("/api/plans/start", {
    data: {
      plan: "professional",
      business: { businessName, trade: "Roofing", serviceArea: "Austin, TX", phone: "(512) 555-0170", website: "ridgeroofing.com" },
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { subscriptionId, clientSecret } = (await started.json()) as { subscriptionId: string; clientSecret: string };
  const paid = await page.request.post("/api/payments/sandbox/confirm", { data: { clientSecret, card: { number: TEST_CARD, expiry: "12/39", cvc: "123" } } });
  expect(paid.status(), await paid.text()).toBe(200);
  expect((await page.request.post(`/api/plans/${subscriptionId}/complete`, { data: {} })).status()).toBe(200);
  return { subscriptionId, businessName };
}

test.describe("a subscriber's admin page", () => {
  test("the admin opens a subscriber from the list, refunds part of an invoice, then cancels the plan at the period's end @phone", async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(60_000); // a sign-up, a payment, a refund and a cancellation, each several server round trips
    const { subscriptionId, businessName } = await subscriber(page);
    await signIn(page);
    await open(page, `/admin/subscribers?q=${encodeURIComponent(businessName)}`);
    await page.getByTestId(`subscriber-row-${subscriptionId}`).getByRole("link", { name: businessName }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/subscribers/${subscriptionId}$`), SERVER);
    await expect(page.getByRole("heading", { level: 2, name: businessName })).toBeVisible();
    await expect(page.getByTestId("subscriber-badges")).toContainText("Active");
    await expect(page.getByRole("region", { name: "Business" })).toContainText("ridgeroofing.com");
    await expect(page.getByRole("region", { name: "Customer" })).toContainText("(512) 555-0170");
    await expect(page.getByRole("list", { name: "Plan timeline, newest first" })).toContainText("The plan started with a first payment of $97.00.");
    await expectAccessible();

    const invoice = page.getByRole("list", { name: "Invoices" }).getByRole("listitem").first();
    await expect(invoice).toContainText("First month");
    await invoice.getByRole("button", { name: "Refund" }).click();
    const refund = page.getByRole("dialog", { name: /^Refund invoice #\d+$/ });
    await refund.getByLabel("Amount ($)").fill("20");
    await refund.getByLabel("Reason").fill("Launch slipped a few days");
    await refund.getByLabel("Message to the customer").fill("Sorry your site went live a few days late.");
    await refund.getByRole("button", { name: "Refund" }).click();
    await expect(toast(page, "Refunded $20.00.")).toBeVisible(SERVER);
    await expect(invoice).toContainText("Partially refunded");
    await expect(invoice).toContainText("$20.00 refunded");

    await page.getByRole("button", { name: "Cancel plan" }).click();
    const cancel = page.getByRole("dialog", { name: `Cancel the plan of ${businessName}?` });
    await expect(cancel).toContainText("Cancelling refunds nothing");
    await expect(cancel.getByRole("radio", { name: /At the end of the period/ })).toBeChecked();
    await cancel.getByLabel("Reason").fill("Customer moving out of state");
    await cancel.getByLabel("Message to the customer").fill("As we discussed, your plan stops at the end of this month.");
    // The dialog itself: the refund's toast may still be fading out above it.
    await expectAccessible({ include: "[role=dialog]" });
    await cancel.getByRole("button", { name: "Cancel at period end" }).click();
    await expect(cancel).toHaveCount(0, SERVER);
    await expect(page.getByTestId("subscriber-badges")).toContainText("Cancels at period end");
    await expect(page.getByRole("list", { name: "Plan timeline, newest first" })).toContainText("Reason: Customer moving out of state");

    const plan = await db().subscription.findUniqueOrThrow({ where: { id: subscriptionId }, include: { invoices: true } });
    expect(plan).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(plan.invoices.map((row) => row.refundedAmount)).toEqual([2000]);
  });

  test("an id no subscriber has is the admin's not-found page", async ({ page }) => {
    await signIn(page);
    // The admin's pages stream (loading.tsx), so the not-found page comes with the status already sent.
    await open(page, "/admin/subscribers/nosuchplan");
    await expect(page.getByText("There's no subscriber with that id.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to all subscribers" })).toBeVisible();
  });
});
