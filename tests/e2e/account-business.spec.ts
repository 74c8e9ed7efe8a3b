import type { Page } from "@playwright/test";
import { BLACK_TEE_S, field, fillCard, line, openCheckout, TEST_CARD } from "./checkout-flow";
import { expect, FLOW_TIMEOUT, open, PNG_1X1, SERVER, test } from "./fixtures";
import { closeOrdersDb, db, uniqueTag } from "./orders-db";

/**
 * A customer's plan and business on /account: the word after paying for a plan, the business they
 * sent kept once and edited there, the forms it fills in (quote form, plan start, checkout), the
 * saved logo reused on a quote request, and a new plan after one ended. Each test has its own account.
 */

test.describe.configure({ timeout: FLOW_TIMEOUT });
test.afterAll(closeOrdersDb);

const logo = { name: "smith-logo.png", mimeType: "image/png", buffer: PNG_1X1 };

/** A new account, signed in in this browser (its email not yet confirmed, as after a sign-up). */
async function signedInCustomer(page: Page): Promise<string> {
  const email = `business-${uniqueTag().toLowerCase()}@example.com`;
  const account = { firstName: "Sam", lastName: "Smith", email, password: "roofs-4-all" };
  expect((await page.request.post("/api/auth/signup", { data: account })).status()).toBe(202);
  expect((await page.request.post("/api/auth/login", { data: { email, password: account.password } })).status()).toBe(200);
  return email;
}

/** A plan started and paid with the test card through the API, as the plan page does it: its id. */
async function paidPlan(page: Page, plan = "professional"): Promise<string> {
  const business = { businessName: "Smith Roofing", trade: "Roofing", serviceArea: "Austin, TX", phone: "(512) 555-0142" };
  const started = await page.request.post("/api/plans/start", { data: { plan, business } });
  expect(started.status(), await started.text()).toBe(201);
  const { subscriptionId, clientSecret } = (await started.json()) as { subscriptionId: string; clientSecret: string };
  const paid = await page.request.post("/api/payments/sandbox/confirm", { data: { clientSecret, card: { number: TEST_CARD, expiry: "12/39", cvc: "123" } } });
  expect(paid.status(), await paid.text()).toBe(200);
  expect((await page.request.post(`/api/plans/${subscriptionId}/complete`, { data: {} })).status()).toBe(200);
  return subscriptionId;
}

const businessSection = (page: Page) => page.getByRole("region", { name: "Your business" });

test.describe("plans and the business on /account", () => {
  test("the plan page shows the TEST MODE cards; after paying, /account names the plan, what was paid and the next renewal, and shows the business and logo sent @phone", async ({
    page,
    expectAccessible,
  }) => {
    await signedInCustomer(page);
    await open(page, "/plans/professional/start");
    const hint = page.getByTestId("test-card-hint");
    await expect(hint).toContainText("4242 4242 4242 4242");
    await expect(hint).toContainText("4000 0000 0000 0002");

    await field(page, "Business name").fill("Smith Roofing");
    await page.getByRole("combobox", { name: "Trade" }).selectOption("Roofing");
    await field(page, "Service area").fill("Austin, TX");
    await field(page, "Business phone").fill("(512) 555-0142");
    await page.getByLabel("Logo file").setInputFiles(logo);
    await expect(page.getByRole("list", { name: "Attached files" })).toContainText("Uploaded", SERVER);
    await fillCard(page);
    await page.getByRole("button", { name: "Start my plan" }).click();

    await expect(page).toHaveURL(/\/account\?plan=started/, SERVER);
    const welcome = page.getByRole("status").filter({ hasText: "You're on the Professional plan" });
    await expect(welcome).toContainText("Payment received: $97.00.");
    await expect(welcome).toContainText(/Your plan renews on [A-Z][a-z]+ \d{1,2}, \d{4}, at \$97\.00 a month\./);

    const business = businessSection(page);
    for (const text of ["Smith Roofing", "Roofing", "Austin, TX", "(512) 555-0142"]) await expect(business).toContainText(text);
    const shown = business.getByRole("img", { name: "Your logo" });
    await expect(shown).toBeVisible();
    // The image itself arrived (the owner's own logo address), not a broken-image icon.
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await expectAccessible({ include: "main" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test("the business edited on /account fills in the quote form, the plan start and the checkout, and a quote request sends the saved logo @phone", async ({
    page,
    expectAccessible,
  }) => {
    const email = await signedInCustomer(page);
    await open(page, "/account");
    const business = businessSection(page);
    await expect(business).toContainText("No business details yet");
    await business.getByRole("button", { name: "Add your business details" }).click();
    const form = page.getByRole("form", { name: "Your business details" });
    const tag = uniqueTag();
    const name = `Smith ${tag} Roofing`;
    await form.getByRole("textbox", { name: "Business name", exact: true }).fill(name);
    await form.getByRole("combobox", { name: "Trade" }).selectOption("Roofing");
    await form.getByRole("textbox", { name: "Business phone", exact: true }).fill("(512) 555-0199");
    await form.getByRole("textbox", { name: "Service area", exact: true }).fill("Austin and Round Rock, TX");
    await form.getByRole("textbox", { name: "Website", exact: true }).fill("smithroofing.com");
    await form.getByRole("textbox", { name: "Street address", exact: true }).fill("12 Elm St");
    await form.getByRole("textbox", { name: "City", exact: true }).fill("Austin");
    await form.getByRole("textbox", { name: "State", exact: true }).fill("TX");
    await form.getByRole("textbox", { name: "ZIP", exact: true }).fill("78701");
    await form.getByLabel("Logo file").setInputFiles(logo);
    await expect(form.getByRole("list", { name: "Attached files" })).toContainText("Uploaded", SERVER);
    await expectAccessible({ include: "main" });
    await form.getByRole("button", { name: "Save business details" }).click();
    await expect(form).toHaveCount(0, SERVER);
    await expect(business).toContainText(name);
    await expect(business).toContainText("12 Elm St, Austin, TX 78701");
    await expect(business.getByRole("img", { name: "Your logo" })).toBeVisible();

    // The quote form, signed in: the business filled in, and the saved logo offered and sent.
    await open(page, "/customize-order");
    const quote = page.getByRole("form", { name: "Print quote request" });
    await expect(quote.getByRole("textbox", { name: "Business Name", exact: true })).toHaveValue(name, SERVER);
    await expect(quote.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue("(512) 555-0199");
    await expect(quote.getByRole("textbox", { name: "Business Address", exact: true })).toHaveValue("12 Elm St, Austin, TX 78701");
    await expect(quote.getByRole("textbox", { name: "Website", exact: true })).toHaveValue("smithroofing.com");
    const savedLogo = quote.getByRole("checkbox", { name: /Send the logo saved on your account/ });
    await expect(savedLogo).toBeChecked();
    await quote.getByRole("radiogroup", { name: "Product type" }).getByRole("radio", { name: "Business Cards" }).click();
    await quote.getByRole("textbox", { name: "Contact Person", exact: true }).fill("Sam Smith");
    await quote.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await quote.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByTestId("quote-result")).toContainText("Quote request submitted successfully!", SERVER);
    const sent = await db().quoteRequest.findFirstOrThrow({ where: { businessName: name }, include: { files: true } });
    expect(sent.files.map((file) => file.originalName)).toEqual([logo.name]);
    await db().quoteRequest.delete({ where: { id: sent.id } });

    // The plan start: the business filled in, the saved logo going with it.
    await open(page, "/plans/basic/start");
    await expect(field(page, "Business name")).toHaveValue(name);
    await expect(page.getByRole("combobox", { name: "Trade" })).toHaveValue("Roofing");
    await expect(field(page, "Service area")).toHaveValue("Austin and Round Rock, TX");
    await expect(field(page, "Business phone")).toHaveValue("(512) 555-0199");
    await expect(page.getByText(`We'll use the logo saved on your account (${logo.name}).`)).toBeVisible();

    // The checkout: the business's phone and address, the rest left to the customer.
    await openCheckout(page, [line(BLACK_TEE_S, 1)]);
    await expect(field(page, "Phone")).toHaveValue("(512) 555-0199", SERVER);
    await expect(field(page, "Street address")).toHaveValue("12 Elm St");
    await expect(field(page, "City")).toHaveValue("Austin");
    await expect(field(page, "State")).toHaveValue("TX");
    await expect(field(page, "ZIP")).toHaveValue("78701");
  });

  test("an ended plan offers to start a new one", async ({ page }) => {
    await signedInCustomer(page);
    const planId = await paidPlan(page);
    // Within the guarantee, cancelling ends the plan today.
    expect((await page.request.post(`/api/plans/${planId}/cancel`, { data: { cancel: true } })).status()).toBe(200);
    await open(page, "/account");
    const plan = page.getByTestId("customer-plan");
    await expect(plan).toContainText("Ended, refunded");
    await expect(plan.getByRole("link", { name: "Start a new plan" })).toHaveAttribute("href", "/plans/professional/start");
    await plan.getByRole("link", { name: "Start a new plan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Start your Professional plan" })).toBeVisible(SERVER);
    await expect(field(page, "Business name")).toHaveValue("Smith Roofing");

    // Back from a payment page with nothing on its way, nothing is promised; with the new plan
    // waiting for its payment's confirmation (a webhook, live), the page says it is coming.
    const confirming = page.getByRole("status").filter({ hasText: "Your plan shows up here as soon as our payment provider confirms it" });
    await open(page, "/account?plan=started");
    await expect(page.getByTestId("customer-plan")).toContainText("Ended, refunded");
    await expect(confirming).toHaveCount(0);
    expect(
      (
        await page.request.post("/api/plans/start", {
          data: { plan: "premium", business: { businessName: "Smith Roofing", trade: "Roofing", serviceArea: "Austin, TX", phone: "(512) 555-0142" } },
        })
      ).status(),
    ).toBe(201);
    await open(page, "/account?plan=started");
    await expect(confirming).toBeVisible();
  });
});
