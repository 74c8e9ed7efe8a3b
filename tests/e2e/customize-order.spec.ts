import fs from "node:fs";
import type { Locator, Page, Route } from "@playwright/test";
import { expect, FLOW_TIMEOUT, holdRequests, PNG_1X1, SERVER, test } from "./fixtures";
import { expectApart, overlapping } from "./layout";

// The longest public form, filled field by field and scanned whole by axe: room for a busy machine.
test.describe.configure({ timeout: FLOW_TIMEOUT });

/** /customize-order, the print quote request form (docs/product.md#quote-request-form). */

const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || "support@viralize.test";
const SUCCESS = "Quote request submitted successfully! We'll contact you within 24 hours with pricing and next steps.";
const failure = (message: string) =>
  `There was an error submitting your quote request: ${message}. Please try again or contact us directly at ${SUPPORT_EMAIL}`;

/** A tiny PDF: the server checks content, not only names. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const logo = { name: "logo.png", mimeType: "image/png", buffer: PNG_1X1 };
const brochure = { name: "brochure.pdf", mimeType: "application/pdf", buffer: PDF };

type QuotePayload = {
  product: string;
  paper: string;
  finish: string;
  corners: string;
  quantity: number;
  designOption: string;
  uploadedFiles: string[];
  uploadIds: string[];
  businessInfo: Record<string, string>;
};

/** Answers POST /api/uploads like the real endpoint: 201 with one UploadedFileInfo per file. */
async function stubUploads(page: Page, answer?: (name: string) => { status: number; body: unknown }) {
  const names: string[] = [];
  await page.route("**/api/uploads", async (route) => {
    const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
    const name = /filename="([^"]*)"/.exec(body)?.[1] ?? "file";
    names.push(name);
    const reply = answer?.(name) ?? {
      status: 201,
      body: { files: [{ id: `upload-${names.length}`, name, size: 68, contentType: "application/octet-stream" }] },
    };
    await route.fulfill({ status: reply.status, contentType: "application/json", body: JSON.stringify(reply.body) });
  });
  return names;
}

/** Answers POST /api/quote-request and keeps every payload it received. */
async function stubQuote(page: Page, reply: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 201, json: { id: "quote-1" } })) {
  const payloads: QuotePayload[] = [];
  await page.route("**/api/quote-request", async (route) => {
    payloads.push(route.request().postDataJSON() as QuotePayload);
    await reply(route);
  });
  return payloads;
}

/** Opens the page and waits until the form is interactive (hydrated): the server renders it first. */
async function open(page: Page, path = "/customize-order") {
  await page.goto(path);
  await expect(page.locator("form[data-hydrated]")).toBeAttached(SERVER);
}

const productGroup = (page: Page) => page.getByRole("radiogroup", { name: "Product type" });
const requestQuote = (page: Page) => page.getByRole("button", { name: /^(Request Quote|Submitting\.\.\.)$/ });
/** Named by its label (the asterisk of a required field is hidden from assistive technology). */
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });
const summaryValue = (page: Page, label: string) =>
  summary(page)
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

const labelOf = (page: Page, label: string) => page.locator("label", { hasText: new RegExp(`^${label}\\s*\\*?$`) });

async function fillRequired(page: Page, values: Partial<Record<"Business Name" | "Contact Person" | "Phone" | "Email", string>> = {}) {
  await field(page, "Business Name").fill(values["Business Name"] ?? "Acme Roofing");
  await field(page, "Contact Person").fill(values["Contact Person"] ?? "Jane Smith");
  await field(page, "Phone").fill(values.Phone ?? "(555) 010-2030");
  await field(page, "Email").fill(values.Email ?? "jane@acmeroofing.test");
}

async function fillOrder(page: Page) {
  await open(page);
  await productGroup(page).getByRole("radio", { name: "Business Cards" }).click();
  await page.getByRole("radio", { name: "Deluxe" }).click();
  await page.getByRole("radio", { name: "Gloss" }).click();
  await page.getByRole("radio", { name: "Rounded" }).click();
  await page.getByRole("radio", { name: "1,000", exact: true }).click();
  await fillRequired(page);
  await field(page, "Business Address").fill("12 Elm St, Springfield");
  await field(page, "Website").fill("https://acmeroofing.test");
  await field(page, "Services You Offer").fill("Roof repair, gutters");
  await field(page, "Special Requests").fill("Orange logo, please.");
}

async function expectResetForm(page: Page) {
  await expect(productGroup(page).getByRole("radio", { checked: true })).toHaveCount(0);
  for (const name of ["Premium", "Matte", "Square", "Use one of our templates"]) {
    await expect(page.getByRole("radio", { name, exact: true })).toBeChecked();
  }
  await expect(page.getByRole("radio", { name: "500", exact: true })).toBeChecked();
  for (const label of ["Business Name", "Contact Person", "Phone", "Email", "Business Address", "Website", "Services You Offer", "Special Requests"]) {
    await expect(field(page, label)).toHaveValue("");
  }
  await expect(page.getByRole("list", { name: "Attached files" })).toHaveCount(0);
  await expect(requestQuote(page)).toBeDisabled();
}

test.describe("/customize-order", () => {
  test("?product and ?business preselect the product and prefill the business and an interest note", async ({ page }) => {
    await open(page, "/customize-order?product=door-hangers&business=Acme%20Roofing");
    await expect(page).toHaveTitle("Request a Print Quote | Viralize");
    await expect(page.getByRole("heading", { level: 1, name: "Request a Print Quote" })).toBeVisible();
    await expect(productGroup(page).getByRole("radio", { name: "Door Hangers" })).toBeChecked();
    await expect(productGroup(page).getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(field(page, "Business Name")).toHaveValue("Acme Roofing");
    await expect(field(page, "Special Requests")).toHaveValue("I'm interested in Door Hangers.");
    await expect(summaryValue(page, "Product")).toHaveText("Door Hangers");
    await expect(summary(page).getByText("$149.00")).toBeVisible();
  });

  test("the summary's price names the quantity it is for, and says the quote prices the one chosen @phone", async ({ page }) => {
    await open(page, "/customize-order?product=door-hangers");
    await expect(summaryValue(page, "Quantity")).toHaveText("500 pieces");
    await expect(summary(page).getByTestId("summary-price")).toHaveText("$149.00");
    await expect(summary(page).getByTestId("summary-price-label")).toHaveText("Listed price for 1,500 door hangers");
    await expect(summary(page).getByTestId("summary-price-note")).toHaveText("Your quote prices the 500 pieces you chose, with your options.");
    await page.getByRole("radio", { name: "1,000", exact: true }).click();
    await expect(summary(page).getByTestId("summary-price-note")).toHaveText("Your quote prices the 1,000 pieces you chose, with your options.");
  });

  test.describe("before any JavaScript runs", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's HTML is the form itself, with ?product and ?business applied", async ({ page }) => {
      await page.goto("/customize-order?product=door-hangers&business=Acme%20Roofing");
      await expect(productGroup(page).getByRole("radio", { name: "Door Hangers" })).toBeChecked();
      await expect(field(page, "Business Name")).toHaveValue("Acme Roofing");
      await expect(field(page, "Special Requests")).toHaveValue("I'm interested in Door Hangers.");
      await expect(summaryValue(page, "Product")).toHaveText("Door Hangers");
    });

    test("the option tiles are the browser's radio buttons: a tap or an arrow key already selects", async ({ page }) => {
      await page.goto("/customize-order?product=door-hangers");
      await productGroup(page).getByRole("radio", { name: "Postcards" }).click();
      await expect(productGroup(page).getByRole("radio", { name: "Postcards" })).toBeChecked();
      await expect(productGroup(page).getByRole("radio", { checked: true })).toHaveCount(1);
      await page.getByText("Deluxe", { exact: true }).click();
      await expect(page.getByRole("radio", { name: "Deluxe", exact: true })).toBeChecked();
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("radio", { name: "Premium", exact: true })).toBeChecked();
    });
  });

  test("what a visitor picks and types before the form's code arrives is what the form sends", async ({ page }) => {
    const payloads = await stubQuote(page);
    const release = await holdRequests(page, /\/_next\/static\/chunks\/.*\.js$/);
    await page.goto("/customize-order", { waitUntil: "domcontentloaded" });
    await productGroup(page).getByRole("radio", { name: "Postcards" }).click();
    await page.getByRole("radio", { name: "Deluxe", exact: true }).click();
    await page.getByRole("radio", { name: "1,000", exact: true }).click();
    await field(page, "Business Name").fill("Early Bird Plumbing");
    await expect(page.locator("form[data-hydrated]")).toHaveCount(0);

    release();
    await expect(page.locator("form[data-hydrated]")).toBeAttached(SERVER);
    await expect(productGroup(page).getByRole("radio", { name: "Postcards" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Deluxe", exact: true })).toBeChecked();
    await expect(summaryValue(page, "Product")).toHaveText("Postcards");
    await expect(summaryValue(page, "Paper")).toHaveText("Deluxe (300-350gsm)");
    await expect(summaryValue(page, "Quantity")).toHaveText("1,000 pieces");
    await expect(field(page, "Business Name")).toHaveValue("Early Bird Plumbing");

    await fillRequired(page, { "Business Name": "Early Bird Plumbing" });
    await requestQuote(page).click();
    await expect(page.getByTestId("quote-result")).toHaveText(SUCCESS);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({ product: "postcards", paper: "deluxe", quantity: 1000, businessInfo: { businessName: "Early Bird Plumbing" } });
  });

  test("?product= is served from the prerendered pages; only a business name is rendered per request", async ({ request }) => {
    for (const path of ["/customize-order", "/customize-order?product=flyers", "/customize-order?product=no-such-product"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-nextjs-cache"], path).toMatch(/^(HIT|STALE)$/);
    }
    const prefilled = await request.get("/customize-order?product=flyers&business=Acme%20Roofing");
    expect(prefilled.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(await prefilled.text()).toContain('value="Acme Roofing"');
  });

  test("without parameters nothing is selected, the defaults are shown and Request Quote is disabled", async ({ page }) => {
    await open(page);
    await expect(productGroup(page).getByRole("radio")).toHaveCount(6);
    await expect(productGroup(page).getByRole("radio", { checked: true })).toHaveCount(0);
    for (const name of ["Premium", "Matte", "Square", "Use one of our templates"]) {
      await expect(page.getByRole("radio", { name, exact: true })).toBeChecked();
    }
    await expect(page.getByRole("radio", { name: "500", exact: true })).toBeChecked();
    await expect(field(page, "Special Requests")).toHaveValue("");
    await expect(requestQuote(page)).toHaveText("Request Quote");
    await expect(requestQuote(page)).toBeDisabled();

    await expect(summaryValue(page, "Product")).toHaveText("Not selected");
    await expect(summaryValue(page, "Paper")).toHaveText("Premium (216-270gsm)");
    await expect(summaryValue(page, "Finish")).toHaveText("Matte");
    await expect(summaryValue(page, "Corners")).toHaveText("Square");
    await expect(summaryValue(page, "Quantity")).toHaveText("500 pieces");
    await expect(summaryValue(page, "Design")).toHaveText("Our template");
  });

  test("each product card shows its title, price and turnaround, and choosing one updates the summary", async ({ page }) => {
    await open(page);
    const flyers = productGroup(page).getByRole("radio", { name: "Service Flyers" });
    await expect(flyers).toHaveAccessibleDescription(/\$129\.00 for 1000 flyers.*5-7 business days/);
    await productGroup(page).getByText("Service Flyers").click();
    await expect(flyers).toBeChecked();
    await expect(summaryValue(page, "Product")).toHaveText("Service Flyers");
    await expect(summary(page).getByText("$129.00")).toBeVisible();
  });

  test("an unknown product id is ignored", async ({ page }) => {
    await open(page, "/customize-order?product=rocket-ships");
    await expect(productGroup(page).getByRole("radio")).toHaveCount(6);
    await expect(productGroup(page).getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(field(page, "Special Requests")).toHaveValue("");
  });

  test("the options work by keyboard", async ({ page }) => {
    await open(page, "/customize-order?product=business-cards");
    // An arrow key moves to the next option and selects it (held down until the option is checked,
    // as a person's key press would be).
    const arrow = async (key: string, expected: ReturnType<Page["getByRole"]>) => {
      await page.keyboard.down(key);
      await expect(expected).toBeChecked();
      await page.keyboard.up(key);
      await expect(expected).toBeFocused();
    };
    await productGroup(page).getByRole("radio", { name: "Business Cards" }).focus();
    await arrow("ArrowDown", productGroup(page).getByRole("radio", { name: "Service Flyers" }));
    await expect(summaryValue(page, "Product")).toHaveText("Service Flyers");

    await page.getByRole("radio", { name: "Premium", exact: true }).focus();
    await arrow("ArrowRight", page.getByRole("radio", { name: "Deluxe", exact: true }));
    await expect(summaryValue(page, "Paper")).toHaveText("Deluxe (300-350gsm)");

    // Tab leaves a group from its checked option and lands on the next group's checked option.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Matte", exact: true })).toBeFocused();
    await page.keyboard.press(" ");
    await expect(page.getByRole("radio", { name: "Matte", exact: true })).toBeChecked();
  });

  test("required fields carry an asterisk and are required; the others do not", async ({ page }) => {
    await open(page);
    for (const label of ["Business Name", "Contact Person", "Phone", "Email"]) {
      await expect(labelOf(page, label)).toContainText("*");
      await expect(field(page, label)).toHaveAttribute("required", "");
      await expect(field(page, label)).toHaveAttribute("aria-required", "true");
    }
    for (const label of ["Business Address", "Website", "Services You Offer", "Special Requests"]) {
      await expect(labelOf(page, label)).not.toContainText("*");
      await expect(field(page, label)).not.toHaveAttribute("required");
    }
    await expect(field(page, "Phone")).toHaveAttribute("type", "tel");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    // Text with the URL keyboard: "acmeroofing.com" is a fine answer, and pa11y's H98 takes url on text.
    await expect(field(page, "Website")).toHaveAttribute("type", "text");
    await expect(field(page, "Website")).toHaveAttribute("inputmode", "url");
    await expect(field(page, "Website")).toHaveAttribute("autocomplete", "url");
    await expect(productGroup(page)).toHaveAttribute("aria-required", "true");
  });

  test("Back to Print Shop goes to /print-shop", async ({ page }) => {
    await open(page);
    const back = page.getByRole("link", { name: "Back to Print Shop" });
    await expect(back).toHaveAttribute("href", "/print-shop");
    await back.click();
    await expect(page).toHaveURL("/print-shop", SERVER);
  });

  test("Request Quote is disabled until a product and every required field are filled", async ({ page }) => {
    await open(page);
    const button = requestQuote(page);
    await productGroup(page).getByRole("radio", { name: "Postcards" }).click();
    await expect(button).toBeDisabled();
    await field(page, "Business Name").fill("Acme Roofing");
    await expect(button).toBeDisabled();
    await field(page, "Contact Person").fill("Jane Smith");
    await expect(button).toBeDisabled();
    await field(page, "Phone").fill("(555) 010-2030");
    await expect(button).toBeDisabled();
    await field(page, "Email").fill("jane@acmeroofing.test");
    await expect(button).toBeEnabled();

    await field(page, "Contact Person").fill("   ");
    await expect(button).toBeDisabled();
    await field(page, "Contact Person").fill("Jane Smith");
    await expect(button).toBeEnabled();

    // The product is required as well.
    await open(page);
    await fillRequired(page);
    await expect(button).toBeDisabled();
  });

  test("several files can be added, each is uploaded right away, and one can be removed", async ({ page }) => {
    const uploaded = await stubUploads(page);
    await open(page, "/customize-order?product=flyers");
    await expect(page.getByRole("button", { name: "Choose files" })).toHaveCount(0);
    await page.getByRole("radio", { name: "Upload my own design" }).click();
    await expect(page.getByRole("button", { name: "Choose files" })).toBeVisible();
    await expect(page.getByText("PNG, JPG, PDF, AI or EPS, up to 10MB each")).toBeVisible();
    const input = page.locator('input[type="file"]');
    await expect(input).toHaveAttribute("multiple", "");
    await expect(input).toHaveAttribute("accept", ".png,.jpg,.jpeg,.pdf,.ai,.eps");

    await input.setInputFiles([logo, brochure]);
    const files = page.getByRole("list", { name: "Attached files" }).getByRole("listitem");
    await expect(files).toHaveCount(2);
    await expect(files.filter({ hasText: "logo.png" })).toContainText(`${PNG_1X1.length} B`);
    await expect(files.filter({ hasText: "logo.png" })).toContainText("Uploaded");
    await expect(files.filter({ hasText: "brochure.pdf" })).toContainText("Uploaded");
    await expect(summaryValue(page, "Files")).toHaveText("2 files");
    expect(uploaded.sort()).toEqual(["brochure.pdf", "logo.png"]);

    await page.getByRole("button", { name: "Remove logo.png" }).click();
    await expect(files).toHaveCount(1);
    await expect(files).toContainText("brochure.pdf");
    await expect(summaryValue(page, "Files")).toHaveText("1 file");
    await expect(page.getByRole("button", { name: "Choose files" })).toBeFocused();
  });

  test("a file of the wrong type or over 10MB is refused in the browser with a clear message", async ({ page }, testInfo) => {
    const uploaded = await stubUploads(page);
    await open(page);
    await page.getByRole("radio", { name: "Upload my own design" }).click();
    const input = page.locator('input[type="file"]');
    await input.setInputFiles([
      { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ fake program") },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    ]);
    const files = page.getByRole("list", { name: "Attached files" }).getByRole("listitem");
    await expect(files.filter({ hasText: "setup.exe" })).toContainText("This file type isn't accepted. Use a PNG, JPG, PDF, AI or EPS file.");
    await expect(files.filter({ hasText: "notes.txt" })).toContainText("This file type isn't accepted.");

    // From a file on disk, which the browser reads itself: as a buffer, Playwright would send all 10 MB to it (4 s).
    const huge = testInfo.outputPath("huge.pdf");
    fs.writeFileSync(huge, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20));
    await input.setInputFiles(huge);
    await expect(files.filter({ hasText: "huge.pdf" })).toContainText("This file is larger than 10MB.");
    await expect(summaryValue(page, "Files")).toHaveText("0 files");
    expect(uploaded).toEqual([]);

    await page.getByRole("button", { name: "Remove setup.exe" }).click();
    await expect(files).toHaveCount(2);
  });

  test("the server's refusal of an upload is shown on that file and it is left out of the request", async ({ page }) => {
    await stubUploads(page, (name) =>
      name === "fake.png"
        ? { status: 400, body: { error: "That file is not a PNG image." } }
        : { status: 201, body: { files: [{ id: "u-ok", name, size: 68, contentType: "application/pdf" }] } },
    );
    const payloads = await stubQuote(page);
    await open(page, "/customize-order?product=brochures");
    await page.getByRole("radio", { name: "Upload my own design" }).click();
    await page.locator('input[type="file"]').setInputFiles([{ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a png") }, brochure]);
    const files = page.getByRole("list", { name: "Attached files" }).getByRole("listitem");
    await expect(files.filter({ hasText: "fake.png" })).toContainText("That file is not a PNG image.");
    await expect(files.filter({ hasText: "brochure.pdf" })).toContainText("Uploaded");
    await fillRequired(page);
    await requestQuote(page).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    expect(payloads).toHaveLength(1);
    expect(payloads[0]?.uploadedFiles).toEqual(["brochure.pdf"]);
    expect(payloads[0]?.uploadIds).toEqual(["u-ok"]);
  });

  test("a successful request shows the success alert word for word and resets the form @phone", async ({ page, expectAccessible }) => {
    await stubUploads(page);
    const payloads = await stubQuote(page);
    await fillOrder(page);
    await page.getByRole("radio", { name: "Upload my own design" }).click();
    await page.locator('input[type="file"]').setInputFiles(logo);
    await expect(page.getByRole("listitem").filter({ hasText: "logo.png" })).toContainText("Uploaded");

    await requestQuote(page).click();
    const alert = page.getByRole("status").filter({ hasText: SUCCESS });
    await expect(alert).toHaveText(SUCCESS);
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();

    expect(payloads).toEqual([
      {
        product: "business-cards",
        paper: "deluxe",
        finish: "gloss",
        corners: "rounded",
        quantity: 1000,
        designOption: "upload",
        uploadedFiles: ["logo.png"],
        uploadIds: ["upload-1"],
        businessInfo: {
          businessName: "Acme Roofing",
          contactPerson: "Jane Smith",
          phone: "(555) 010-2030",
          email: "jane@acmeroofing.test",
          address: "12 Elm St, Springfield",
          website: "https://acmeroofing.test",
          services: "Roof repair, gutters",
          specialRequests: "Orange logo, please.",
        },
      },
    ]);

    await expectResetForm(page);
    await expect(requestQuote(page)).toHaveText("Request Quote");
    await expectAccessible();
  });

  test("a refused request shows the failure alert with the server's message and keeps every entry", async ({ page, expectAccessible }) => {
    await stubQuote(page, (route) => route.fulfill({ status: 400, json: { error: "Enter a valid email address." } }));
    await fillOrder(page);
    await requestQuote(page).click();

    const alert = page.getByRole("alert").filter({ hasText: "There was an error submitting your quote request" });
    await expect(alert).toHaveText(failure("Enter a valid email address"));
    await expect(alert).toContainText(SUPPORT_EMAIL);
    await expect(alert).toBeFocused();

    await expect(productGroup(page).getByRole("radio", { name: "Business Cards" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Deluxe" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Gloss" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Rounded" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "1,000", exact: true })).toBeChecked();
    await expect(field(page, "Business Name")).toHaveValue("Acme Roofing");
    await expect(field(page, "Email")).toHaveValue("jane@acmeroofing.test");
    await expect(field(page, "Special Requests")).toHaveValue("Orange logo, please.");
    await expect(requestQuote(page)).toBeEnabled();
    await expectAccessible();
  });

  test("a network failure or an unreadable answer falls back to 'Failed to submit quote request'", async ({ page }) => {
    let calls = 0;
    await stubQuote(page, (route) =>
      ++calls === 1 ? route.abort("failed") : route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await fillOrder(page);
    const alert = page.getByRole("alert").filter({ hasText: "There was an error submitting your quote request" });

    await requestQuote(page).click();
    await expect(alert).toHaveText(failure("Failed to submit quote request"));
    await requestQuote(page).click();
    await expect.poll(() => calls).toBe(2);
    await expect(alert).toHaveText(failure("Failed to submit quote request"));
    await expect(field(page, "Business Name")).toHaveValue("Acme Roofing");
  });

  test("while a request is pending the button reads Submitting... and only one request is sent", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const payloads = await stubQuote(page, async (route) => {
      await released;
      await route.fulfill({ status: 201, json: { id: "quote-1" } });
    });
    await fillOrder(page);

    const button = requestQuote(page);
    await button.click();
    await expect(button).toHaveText("Submitting...");
    await expect(button).toBeDisabled();
    // Try again by every route a person has: a forced click and Enter in a field.
    await button.dispatchEvent("click");
    await field(page, "Email").press("Enter");
    await page.evaluate(() => document.querySelector("form")?.requestSubmit());
    await page.waitForTimeout(300);
    expect(payloads).toHaveLength(1);

    release();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    await expect(button).toHaveText("Request Quote");
    expect(payloads).toHaveLength(1);
  });

  test("the shared schema is checked in the browser before anything is sent", async ({ page }) => {
    const payloads = await stubQuote(page);
    await open(page, "/customize-order?product=yard-signs");
    await fillRequired(page, { Email: "jane-at-acme", Phone: "call me" });
    await requestQuote(page).click();
    await expect(page.getByText("Enter a phone number we can call.")).toBeVisible();
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
    await expect(field(page, "Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Phone")).toBeFocused();
    expect(payloads).toEqual([]);

    await field(page, "Phone").fill("(555) 010-2030");
    await expect(page.getByText("Enter a phone number we can call.")).toHaveCount(0);
    await field(page, "Email").fill("jane@acmeroofing.test");
    await requestQuote(page).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    expect(payloads).toHaveLength(1);
  });

  test("the page has no serious accessibility violations @phone", async ({ page, expectAccessible }) => {
    await stubUploads(page);
    await open(page, "/customize-order?product=business-cards");
    await expect(productGroup(page).getByRole("radio", { name: "Business Cards" })).toBeChecked();
    await expectAccessible();
    await page.getByRole("radio", { name: "Upload my own design" }).click();
    await page.locator('input[type="file"]').setInputFiles([logo, { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") }]);
    await expect(page.getByRole("listitem").filter({ hasText: "logo.png" })).toContainText("Uploaded");
    await expectAccessible();
  });

  test("phone layout: sections stack, the summary follows the form, nothing overflows, targets are at least 44px @phone-only", async ({ page }) => {
    await open(page, "/customize-order?product=business-cards");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const lastSection = await page.getByRole("region", { name: "Business information" }).boundingBox();
    const summaryBox = await summary(page).boundingBox();
    expect(summaryBox!.y).toBeGreaterThan(lastSection!.y + lastSection!.height - 1);
    for (const target of [
      page.getByRole("link", { name: "Back to Print Shop" }),
      page.getByRole("radio", { name: "Matte" }).locator("xpath=ancestor::label"),
      page.getByRole("radio", { name: "500", exact: true }).locator("xpath=ancestor::label"),
      field(page, "Email"),
      requestQuote(page),
    ]) {
      const box = await target.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }

    // A long file name is cut short, never widening the page.
    await stubUploads(page);
    await page.getByRole("radio", { name: "Upload my own design" }).click();
    await page.locator('input[type="file"]').setInputFiles({ ...logo, name: "acme-roofing-logo-final-version-print-ready-cmyk-300dpi-2025.png" });
    await expect(page.getByRole("list", { name: "Attached files" }).getByRole("listitem")).toContainText("Uploaded");
    const remove = await page.getByRole("button", { name: /^Remove acme-roofing-logo/ }).boundingBox();
    expect(remove!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test("on a 375px phone, a field reached by keyboard or tapped to type in is scrolled clear of the chat button @phone-only", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page);
    const chat = page.getByRole("button", { name: "Chat with Viralize Assistant" });
    await expect(chat).toBeEnabled();
    /** Scrolls at once so that the target's top edge sits just inside the chat button. */
    const putUnderChat = async (target: Locator) => {
      const [box, chatBox] = [await target.boundingBox(), await chat.boundingBox()];
      await page.evaluate((by) => window.scrollBy({ top: by, behavior: "instant" }), box!.y - (chatBox!.y + 8));
      expect(await overlapping(target, chat), "the chat button starts over the field").toBe(true);
    };

    // Tab from the link above the form reaches the first product card, drawn with its focus ring.
    const businessCards = productGroup(page).getByRole("radio", { name: "Business Cards" });
    const card = businessCards.locator("xpath=ancestor::label");
    await putUnderChat(card);
    await page.getByRole("link", { name: "Back to Print Shop" }).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    await expect(businessCards).toBeFocused();
    await expect(() => expectApart(card, chat)).toPass();

    // A tap on the uncovered part of a text field: the keyboard would open with the button over it.
    const businessName = field(page, "Business Name");
    await putUnderChat(businessName);
    await businessName.tap({ position: { x: 24, y: 12 } });
    await expect(businessName).toBeFocused();
    await expect(() => expectApart(businessName, chat)).toPass();
  });

  test("real endpoints: upload a file and submit a quote request @real-api", async ({ page }) => {
    await open(page, "/customize-order?product=postcards&business=Acme%20Roofing%20E2E");
    await page.getByRole("radio", { name: "Upload my own design" }).click();
    await page.locator('input[type="file"]').setInputFiles([logo, brochure]);
    const files = page.getByRole("list", { name: "Attached files" }).getByRole("listitem");
    await expect(files.filter({ hasText: "logo.png" })).toContainText("Uploaded");
    await expect(files.filter({ hasText: "brochure.pdf" })).toContainText("Uploaded");
    await fillRequired(page, { "Business Name": "Acme Roofing E2E" });
    await requestQuote(page).click();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toHaveText(SUCCESS);
    await expectResetForm(page);
  });
});
