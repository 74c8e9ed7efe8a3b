import type { Page, Route } from "@playwright/test";
import { expect, SERVER, test } from "./fixtures";
import { drawn, expectStandInsNearDrawnHeights } from "./layout";

const CONTACT_API = "**/api/contact-inquiries";
const NO_SCRIPT_NOTE = /^Sending this form needs JavaScript/;

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data: unknown = JSON.parse(text);
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

async function fillContactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact our team" });
  await form.getByLabel("First name").fill("Dana");
  await form.getByLabel("Last name").fill("Whitfield");
  await form.getByLabel("Business name").fill("Whitfield Plumbing & Drain");
  await form.getByLabel("Email").fill("dana@whitfield.test");
  await form.getByLabel("Phone").fill("(555) 010-2233");
  await form.getByRole("combobox", { name: "Trade type" }).selectOption("Plumber");
  await form.getByLabel("Message").fill("We need a site that books water heater jobs in Denver.");
  return form;
}

/**
 * The contact form's button is enabled once React has hydrated the page. The test settings leave
 * CONTACT_FORM_EMBED_URL unset, so the page has our form (the third-party one is checked in
 * tests/unit/contact-section.test.ts).
 */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("form", { name: "Contact our team" }).getByRole("button", { name: "Send Message" })).toBeEnabled(SERVER);
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("has its title, every section in order, and no serious accessibility problems @phone", async ({ page, expectAccessible }) => {
    await expect(page).toHaveTitle("Viralize | Websites, Print & Merch for Contractors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Websites that make the phone ring.");
    const headings = [
      page.getByRole("heading", { name: "A website that knows the work you do" }),
      page.locator("#about"),
      page.getByRole("heading", { name: "Print that matches your website" }),
      page.getByRole("heading", { name: "Everything it takes to win the job online" }),
      page.locator("#pricing"),
      page.getByRole("heading", { name: "Contractors who stopped waiting for the phone" }),
      page.locator("#contact"),
    ];
    const tops: number[] = [];
    for (const heading of headings) tops.push((await heading.boundingBox())!.y);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expectAccessible();
  });

  test("the lower sections are drawn only as they come near the screen @phone", async ({ page }) => {
    const contact = page.locator("#contact-title");
    expect(await drawn(page.getByRole("heading", { level: 1 }))).toBe(true);
    expect(await drawn(contact)).toBe(false);
    await contact.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(contact)).toBe(true);
  });

  test("a section not yet drawn stands in at about the height it has once drawn @phone", async ({ page }) => {
    // Pricing, testimonials and contact at least, on a phone and on a desktop.
    expect(await expectStandInsNearDrawnHeights(page)).toBeGreaterThanOrEqual(3);
  });

  test("shows six trades with features and results, and the four-step process", async ({ page }) => {
    for (const trade of ["General Contractors", "Electricians", "Plumbers", "HVAC", "Roofing", "Specialty Trades"]) {
      await expect(page.getByRole("heading", { name: trade, exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: `${trade}: key features` }).getByRole("listitem")).toHaveCount(3);
    }
    await expect(page.getByText("+212%", { exact: true }).first()).toBeVisible();
    const about = page.locator("#about");
    await expect(about.getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveCount(4);
    for (const step of ["Study", "Design & Build", "Lead Generation", "Launch & Optimize"]) {
      await expect(about.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(about).toContainText("within 72 hours");
  });

  test("print materials show samples, the three numbers and a way to the print shop", async ({ page }) => {
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Print that matches your website" }) });
    await expect(section.getByRole("img")).toHaveCount(4);
    for (const img of await section.getByRole("img").all()) {
      await expect(img).toHaveAttribute("width", "800");
      await expect(img).toHaveAttribute("height", "600");
    }
    for (const stat of ["48hr", "100%", "500+"]) await expect(section.getByText(stat, { exact: true })).toBeVisible();
    await expect(section).toContainText("Average turnaround");
    await section.getByRole("link", { name: "Browse the Print Shop" }).click();
    await expect(page).toHaveURL("/print-shop", SERVER);
  });

  test("lists the six reasons to choose us and at least three rated testimonials", async ({ page }) => {
    for (const feature of [
      "Professional Websites",
      "Lead Connector App",
      "Full SaaS Suite",
      "SEO & Digital Marketing",
      "Dedicated Support",
      "Analytics & Reporting",
    ]) {
      await expect(page.getByRole("heading", { name: feature })).toBeVisible();
    }
    const ratings = page.getByRole("img", { name: "Rated 5 out of 5 stars" });
    expect(await ratings.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByText("Marcus Reyes")).toBeVisible();
  });

  test("View Our Plans scrolls to the pricing section @phone", async ({ page }) => {
    await page.getByRole("link", { name: "View Our Plans" }).click();
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("View Our Plans works from the keyboard", async ({ page }) => {
    const link = page.getByRole("link", { name: "View Our Plans" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("pricing shows three monthly plans with two-decimal prices and the guarantees", async ({ page }) => {
    const plans = [
      ["basic", "Basic", "$47.00"],
      ["professional", "Professional", "$97.00"],
      ["premium", "Premium", "$497.00"],
    ] as const;
    for (const [id, name, price] of plans) {
      const card = page.getByTestId(`plan-${id}`);
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card).toContainText(`${price}/month`);
      await expect(card.getByRole("link", { name: /Get Started/ })).toBeVisible();
    }
    await expect(page.getByTestId("plan-professional").getByText("Most Popular")).toBeVisible();
    await expect(page.getByTestId("plan-basic")).not.toContainText("Most Popular");
    await expect(page.getByTestId("plan-premium")).not.toContainText("Most Popular");
    const pricing = page.locator("#pricing");
    for (const guarantee of ["30-day money-back guarantee", "No setup fees", "Cancel anytime"]) await expect(pricing.getByText(guarantee)).toBeVisible();
  });

  test("Professional's Get Started opens the plan's sign-up", async ({ page }) => {
    await page
      .getByTestId("plan-professional")
      .getByRole("link", { name: /Get Started/ })
      .click();
    await expect(page).toHaveURL(/\/plans\/professional\/start$/);
    await expect(page.getByRole("heading", { level: 1, name: "Start your Professional plan" })).toBeVisible();
  });

  test("Basic's Get Started opens the payment link in a new tab, or the plan's sign-up without one", async ({ page }) => {
    const link = page.getByTestId("plan-basic").getByRole("link", { name: /Get Started/ });
    if ((await link.getAttribute("target")) === "_blank") {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https?:\/\//);
    } else {
      await expect(link).toHaveAttribute("href", "/plans/basic/start");
    }
  });

  test("contact shows phone, support email, hours and where inquiries go", async ({ page }) => {
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: "(555) 013-2480" })).toHaveAttribute("href", "tel:5550132480");
    await expect(contact.getByRole("link", { name: "support@viralize.test" })).toHaveAttribute("href", "mailto:support@viralize.test");
    await expect(contact.getByText("Mon-Fri 9AM-6PM EST")).toBeVisible();
    await expect(contact).toContainText("goes straight to our team");
    await expect(contact.getByText(NO_SCRIPT_NOTE)).toBeHidden();
  });

  test("the contact form's autofill hints sit on controls of the matching type (pa11y's H98)", async ({ page }) => {
    const form = page.getByRole("form", { name: "Contact our team" });
    const expected: [label: string, type: string, autocomplete: string][] = [
      ["First name", "text", "given-name"],
      ["Last name", "text", "family-name"],
      ["Business name", "text", "organization"],
      ["Email", "email", "email"],
      ["Phone", "tel", "tel"],
    ];
    for (const [label, type, autocomplete] of expected) {
      await expect(form.getByLabel(label)).toHaveAttribute("type", type);
      await expect(form.getByLabel(label)).toHaveAttribute("autocomplete", autocomplete);
    }
  });

  test("the contact form shows a message under each field when sent empty", async ({ page, expectAccessible }) => {
    let posted = false;
    await page.route(CONTACT_API, (route) => {
      posted = true;
      return route.fulfill({ status: 201, json: { id: 1 } });
    });
    const form = page.getByRole("form", { name: "Contact our team" });
    await form.getByRole("button", { name: "Send Message" }).click();

    const expected = [
      ["First name", "Enter your first name."],
      ["Last name", "Enter your last name."],
      ["Business name", "Enter your business name."],
      ["Email", "Enter a valid email address."],
      ["Phone", "Enter a phone number we can call."],
      ["Message", "Tell us a little about your business (10 characters or more)."],
    ] as const;
    for (const [label, message] of expected) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    const trade = form.getByRole("combobox", { name: "Trade type" });
    await expect(trade).toHaveAttribute("aria-invalid", "true");
    await expect(trade).toHaveAccessibleDescription("Choose your trade.");
    await expect(form.getByLabel("First name")).toBeFocused();
    expect(posted).toBe(false);
    await expectAccessible({ include: "#contact" });
  });

  test("a sent message shows the success note and clears the form @phone", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let body: Record<string, unknown> | undefined;
    await page.route(CONTACT_API, async (route: Route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await released;
      await route.fulfill({ status: 201, json: { id: 1 } });
    });

    const form = await fillContactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();

    await expect(form.getByRole("status")).toContainText("Thanks! Your message is on its way to our team.");
    expect(body).toEqual({
      firstName: "Dana",
      lastName: "Whitfield",
      businessName: "Whitfield Plumbing & Drain",
      email: "dana@whitfield.test",
      phone: "(555) 010-2233",
      tradeType: "Plumber",
      message: "We need a site that books water heater jobs in Denver.",
      companyFax: "",
    });
    for (const label of ["First name", "Last name", "Business name", "Email", "Phone", "Message"]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(form.getByRole("combobox", { name: "Trade type" })).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a refused message shows the server's sentence and keeps what was typed", async ({ page, expectAccessible }) => {
    await page.route(CONTACT_API, (route) => route.fulfill({ status: 429, json: { error: "Too many messages. Try again in a few minutes." } }));

    const form = await fillContactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByRole("alert")).toHaveText("Too many messages. Try again in a few minutes.");
    await expect(form.getByLabel("First name")).toHaveValue("Dana");
    await expect(form.getByLabel("Email")).toHaveValue("dana@whitfield.test");
    await expect(form.getByLabel("Message")).toHaveValue("We need a site that books water heater jobs in Denver.");
    await expect(form.getByRole("combobox", { name: "Trade type" })).toHaveValue("Plumber");
    await expect(form.getByRole("status")).toBeEmpty();
    await expectAccessible({ include: "#contact" });
  });

  test("the hidden honeypot field is out of reach of people and assistive technology", async ({ page }) => {
    const honeypot = page.locator('input[name="companyFax"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).toHaveAttribute("aria-hidden", "true");
    await expect(honeypot).not.toBeInViewport();
  });

  test("describes the organization and the three plans as JSON-LD", async ({ page }) => {
    const organization = (await jsonLd(page)).find((item) => item["@type"] === "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "Viralize",
      contactPoint: { "@type": "ContactPoint", telephone: "(555) 013-2480", email: "support@viralize.test" },
    });
    expect(String(organization?.url)).toMatch(/^https?:\/\//);
    const offers = organization?.makesOffer as Record<string, unknown>[];
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      ["47.00", "USD"],
      ["97.00", "USD"],
      ["497.00", "USD"],
    ]);
    for (const offer of offers) {
      expect(offer.priceSpecification).toMatchObject({ "@type": "UnitPriceSpecification", priceCurrency: "USD", unitText: "MONTH" });
    }
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact card points to the phone and email instead of a form that could not send", async ({ page }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.getByText(NO_SCRIPT_NOTE)).toBeVisible();
    await expect(contact.getByRole("form", { name: "Contact our team" })).toBeHidden();
    await expect(contact.getByRole("link", { name: "support@viralize.test" })).toBeVisible();
  });
});
