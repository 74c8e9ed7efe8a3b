import { PLAN_START_EMAILED } from "@/lib/validation/plan";
import { expect, FLOW_TIMEOUT, open, SERVER, test } from "./fixtures";
import { signIn } from "./admin-session";
import { TEST_CARD, field, fillCard } from "./checkout-flow";
import { emailedVerificationPath } from "./email-links";
import { closeOrdersDb, db } from "./orders-db";

test.afterAll(closeOrdersDb);

test.describe("website plans", () => {
  test("a visitor starts the Professional plan, confirms their email from the link, pays in test mode, sees it on their account, moves up to Premium, then cancels with the guarantee's refund", async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(FLOW_TIMEOUT); // a sign-up confirmed by email, a payment, a plan change and a refund, each several server round trips
    await page.goto("/");
    await page
      .getByTestId("plan-professional")
      .getByRole("link", { name: /Get Started/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Start your Professional plan" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Professional" });
    await expect(summary).toContainText("$97.00/month");
    await expect(summary).toContainText("30-day money-back guarantee");
    await expect(summary).toContainText("Cancel anytime");
    await expectAccessible();

    await field(page, "Business name").fill("Smith Roofing");
    await page.getByRole("combobox", { name: "Trade" }).selectOption("Roofing");
    await field(page, "Service area").fill("Austin, TX");
    await field(page, "Business phone").fill("(512) 555-0142");
    await field(page, "Current website or the domain you'd like (optional)").fill("smithroofing.com");
    await field(page, "First name").fill("Sam");
    await field(page, "Last name").fill("Smith");
    const email = `plan-${crypto.randomUUID()}@example.com`;
    await field(page, "Email").fill(email);
    // A password field has no textbox role; its label ends with the required asterisk.
    await page.getByLabel(/^Password/).fill("roofs-4-all");
    // Signed out, nothing is charged before the address is confirmed.
    await expect(page.getByLabel(/^Card number/)).toHaveCount(0);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    const emailed = page.getByRole("status").filter({ hasText: "Check your email" });
    await expect(emailed).toContainText(PLAN_START_EMAILED, SERVER);
    await expect(emailed).toContainText(email);

    await page.goto(await emailedVerificationPath(email));
    const confirm = page.getByRole("form", { name: "Confirm your email" });
    await expect(confirm.getByRole("button", { name: "Confirm and log in" })).toBeEnabled(SERVER);
    await confirm.getByLabel("Password").fill("roofs-4-all");
    await confirm.getByRole("button", { name: "Confirm and log in" }).click();
    await page.getByRole("link", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Start your Professional plan" })).toBeVisible(SERVER);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(field(page, "Business name")).toHaveValue("Smith Roofing", SERVER);
    await expect(page.getByRole("combobox", { name: "Trade" })).toHaveValue("Roofing");
    await expect(field(page, "Current website or the domain you'd like (optional)")).toHaveValue("smithroofing.com");
    await fillCard(page);
    await page.getByRole("button", { name: "Start my plan" }).click();

    await expect(page).toHaveURL(/\/account\?plan=started/, SERVER);
    const plan = page.getByTestId("customer-plan");
    await expect(plan.getByRole("heading", { name: "Professional plan" })).toBeVisible();
    await expect(plan).toContainText("Active");
    await expect(plan).toContainText(/Next charge: \$97\.00 on /);
    await expect(plan.getByRole("list", { name: "Professional plan invoices" })).toContainText("Paid");
    // The page itself: the welcome toast, still fading in, is checked where it is made.
    await expectAccessible({ include: "main" });

    await plan.getByRole("button", { name: "Change plan" }).click();
    const changing = page.getByRole("dialog", { name: "Change your Professional plan" });
    await expect(changing.getByRole("listitem").filter({ hasText: "Premium" })).toContainText(/\$(399|400)\.\d{2} today for the rest of this month/);
    await changing.getByRole("button", { name: "Switch to Premium" }).click();
    // The exact amount due now, worked out by the server, on the button that pays it.
    const confirming = page.getByRole("dialog", { name: "Switch to Premium?" });
    const due = (await confirming.getByTestId("change-plan-due").textContent())!.match(/\$(\d+\.\d{2})/)![1]!;
    await expect(confirming).toContainText(`$${due} is due now for the rest of this month, then $497.00 a month.`);
    await expectAccessible({ include: "[role=dialog]" });
    // Clicked three times: charged once.
    await confirming.getByRole("button", { name: `Pay $${due} now` }).click({ clickCount: 3 });
    await expect(plan.getByRole("heading", { name: "Premium plan" })).toBeVisible(SERVER);
    await expect(plan).toContainText(/Next charge: \$497\.00 on /);
    await expect(plan.getByRole("list", { name: "Premium plan invoices" })).toContainText(`$${due}`);
    const charges = await db().subscriptionInvoice.findMany({ where: { subscription: { user: { email } } }, orderBy: { id: "asc" } });
    expect(charges.map((invoice) => [invoice.reason, invoice.amount])).toEqual([
      ["first", 9700],
      ["change", Math.round(Number(due) * 100)],
    ]);

    // Within the guarantee: the first payment and the upgrade both go back, the sum said before the click.
    const refund = `$${((9700 + Math.round(Number(due) * 100)) / 100).toFixed(2)}`;
    await plan.getByRole("button", { name: "Cancel plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your Premium plan?" });
    await expect(dialog).toContainText(`your plan ends today and ${refund}, everything you've paid for your plan, goes back to your card`);
    await dialog.getByRole("button", { name: `Cancel and refund ${refund}` }).click();
    await expect(plan).toContainText("Ended, refunded", SERVER);
    await expect(plan).toContainText("Nothing more will be charged.");
    await expect(plan.getByRole("button", { name: "Cancel plan" })).toHaveCount(0);
  });

  test("each plan's sign-up has its own address; an unknown plan is not found @phone", async ({ page }) => {
    await page.goto("/plans/premium/start");
    await expect(page.getByRole("heading", { level: 1, name: "Start your Premium plan" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Premium" })).toContainText("$497.00/month");
    const missing = await page.goto("/plans/gold/start");
    expect(missing?.status()).toBe(404);
  });

  test("a stranger cannot move the TEST MODE billing clock: the old address is gone, the admin's answers 401", async ({ request }) => {
    const old = await request.post("/api/payments/sandbox/clock", { data: { days: 1 } });
    expect(old.status()).toBe(404);
    const admins = await request.post("/api/admin/test-clock", { data: { days: 1 } });
    expect(admins.status()).toBe(401);
    expect(await admins.json()).toEqual({ error: "Log in as the admin to do this." });
  });

  test("the admin finds a new subscriber with plan, status and MRR, and the plan tiles on the dashboard", async ({ page }) => {
    const businessName = `Crew ${crypto.randomUUID().slice(0, 8)} Plumbing`;
    const business = { businessName, trade: "Plumber", serviceArea: "Dallas, TX", phone: "(214) 555-0199" };
    const account = { firstName: "Dana", lastName: "Reyes", email: `plan-${crypto.randomUUID()}@example.com`, password: "pipes-4-all" };
    expect((await page.request.post("/api/auth/signup", { data: account })).status()).toBe(202);
    expect((await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(200);
    const started = await page.request.post("/api/plans/start", { data: { plan: "professional", business } });
    expect(started.status(), await started.text()).toBe(201);
    const { subscriptionId, clientSecret } = (await started.json()) as { subscriptionId: string; clientSecret: string };
    const paid = await page.request.post("/api/payments/sandbox/confirm", { data: { clientSecret, card: { number: TEST_CARD, expiry: "12/39", cvc: "123" } } });
    expect(paid.status(), await paid.text()).toBe(200);
    expect((await page.request.post(`/api/plans/${subscriptionId}/complete`, { data: {} })).status()).toBe(200);

    await signIn(page);
    await open(page, `/admin/subscribers?q=${encodeURIComponent(businessName)}`);
    const row = page.getByTestId(`subscriber-row-${subscriptionId}`);
    await expect(row).toContainText(businessName);
    await expect(row).toContainText("Professional");
    await expect(row).toContainText("Active");
    await expect(row).toContainText("$97.00");
    const csvHref = await page.getByRole("link", { name: "Export CSV of subscribers" }).getAttribute("href");
    const csv = await (await page.request.get(csvHref!)).text();
    expect(csv).toContain(`${businessName},Dana Reyes,`);

    await open(page, "/admin");
    await expect(page.getByRole("heading", { name: "Website plans" })).toBeVisible();
    await expect(page.getByTestId("stat-mrr")).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByTestId("stat-active-subscribers")).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId("stat-churn")).toHaveText(/%$/);
  });
});
