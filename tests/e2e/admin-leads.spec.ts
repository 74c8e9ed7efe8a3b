import type { Page } from "@playwright/test";
import { ADMIN, signIn, toast } from "./admin-session";
import { emailedQuotePath } from "./email-links";
import { expect as baseExpect, FLOW_TIMEOUT, open, PNG_1X1, reloadUntil, SERVER, test } from "./fixtures";
import { closeOrdersDb, db, uniqueTag } from "./orders-db";

/*
 * Leads in the admin: a quote request's page (its artwork, the customer's link to copy, a question
 * answered and emailed from the page) and contact inquiries (a status and a note the team keeps,
 * and the list filtered by status). Each test makes its own request or inquiry with a unique tag.
 */

test.describe.configure({ timeout: FLOW_TIMEOUT });
const expect = baseExpect.configure(SERVER);

test.afterAll(closeOrdersDb);

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A quote request with a PNG and a PDF, priced by the admin, and the customer's question from the emailed link. */
async function pricedRequestWithQuestion(page: Page, tag: string, question: string) {
  const email = `sam.${tag.toLowerCase()}@example.test`;
  const upload = await page.request.post("/api/uploads", {
    multipart: { files: { name: `logo-${tag}.png`, mimeType: "image/png", buffer: PNG_1X1 } },
  });
  const pdf = await page.request.post("/api/uploads", { multipart: { files: { name: `brand-${tag}.pdf`, mimeType: "application/pdf", buffer: PDF } } });
  const files = [
    ...((await upload.json()) as { files: { id: string; name: string }[] }).files,
    ...((await pdf.json()) as { files: { id: string; name: string }[] }).files,
  ];
  const created = await page.request.post("/api/quote-request", {
    data: {
      product: "business-cards",
      paper: "premium",
      finish: "gloss",
      corners: "rounded",
      quantity: 1000,
      designOption: "upload",
      uploadedFiles: files.map((file) => file.name),
      uploadIds: files.map((file) => file.id),
      businessInfo: {
        businessName: `Summit ${tag} Roofing`,
        contactPerson: "Sam Summit",
        phone: "555-303-4040",
        email,
        specialRequests: "Spot UV on the logo.",
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const priced = await page.request.post(`/api/admin/quotes/${id}/price`, {
    data: { items: [{ description: "1,000 business cards, premium gloss", quantity: 1000, amount: 8900 }] },
  });
  expect(priced.status(), await priced.text()).toBe(201);
  const quotePath = await emailedQuotePath(email);
  const asked = await page.request.post(`/api/${quotePath.slice(1)}/questions`, { data: { message: question } });
  expect(asked.status(), await asked.text()).toBe(201);
  return { id, email, quotePath, png: files[0]!, pdf: files[1]! };
}

test.describe("a quote request's page", () => {
  test("shows the artwork, copies the customer's link, and answers a question by email", async ({ page, context, expectAccessible }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const tag = uniqueTag();
    await signIn(page);
    const question = `Can you do rounded corners for the same price? Ref ${tag}`;
    const request = await pricedRequestWithQuestion(page, tag, question);

    await open(page, `/admin/quotes/${request.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Quote request #${request.id}` })).toBeVisible();

    // The image as a thumbnail, drawn from the admin's own upload route; the PDF by name, to download.
    const artwork = page.getByRole("list", { name: "Artwork files" });
    await expect(artwork.getByRole("listitem")).toHaveCount(2);
    const thumbnail = artwork.getByRole("img", { name: `Artwork: logo-${tag}.png` });
    await expect(thumbnail).toHaveAttribute("src", `/api/admin/uploads/${request.png.id}`);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await expect(artwork.getByRole("img")).toHaveCount(1);
    const pdfDownload = artwork.getByRole("link", { name: `Download brand-${tag}.pdf` });
    await expect(pdfDownload).toHaveAttribute("href", `/api/admin/uploads/${request.pdf.id}`);
    expect((await page.request.get((await pdfDownload.getAttribute("href"))!)).headers()["content-disposition"]).toContain("attachment");

    // The customer's link, as the email sent it, copied with a word that it was.
    const link = page.getByRole("textbox", { name: "The customer's quote link" });
    await expect(link).toHaveValue(new RegExp(`${request.quotePath}$`));
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(toast(page, "Link copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

    // The question answered from the page: an empty answer is refused under the field, a real one is sent.
    const asked = page.getByTestId("quote-question").filter({ hasText: question });
    await asked.getByRole("button", { name: "Send answer" }).click();
    await expect(asked.getByLabel("Your answer")).toHaveAccessibleDescription(/Write your answer\./);
    const answer = `Yes: rounded corners are free on 1,000 cards. Ref ${tag}`;
    await asked.getByLabel("Your answer").fill(answer);
    await asked.getByRole("button", { name: "Send answer" }).click();
    await expect(toast(page, "Answer sent.")).toBeVisible();
    const shown = asked.getByTestId("quote-answer");
    await expect(shown).toContainText(answer);
    await expect(shown).toContainText(`by ${ADMIN.email}`);
    await expect(asked.getByLabel("Your answer")).toHaveValue("");
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline).toContainText(`Answered the customer's question; the answer goes to ${request.email}.`);
    // The email is a job enqueued with the answer; the timeline notes it once it has gone.
    await reloadUntil(page, () => expect(timeline).toContainText(`Answer emailed to ${request.email}.`, { timeout: 1_000 }));
    const sent = await db().outgoingEmail.findFirstOrThrow({
      where: { to: request.email, subject: `Re: your question on Viralize print quote #${request.id}` },
    });
    expect(sent.text).toContain(`> ${question}`);
    expect(sent.text).toContain(answer);
    await expectAccessible();
  });
});

test.describe("contacts", () => {
  test("the team marks a lead called back with a note, and filters the list by status @phone", async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page);
    const name = `Dana Lead${tag}`;
    const created = await page.request.post("/api/contact-inquiries", {
      data: {
        firstName: "Dana",
        lastName: `Lead${tag}`,
        businessName: `Volt ${tag} Electric`,
        email: `dana.${tag.toLowerCase()}@example.test`,
        phone: "(555) 201-3344",
        tradeType: "Electrician",
        message: `Need more panel upgrade calls. Ref ${tag}.`,
      },
    });
    const { id } = (await created.json()) as { id: number };

    await open(page, `/admin/contacts?q=${tag}`);
    const row = page.getByTestId(`contact-row-${id}`);
    const status = row.getByRole("combobox", { name: `Status of ${name}'s inquiry` });
    await expect(status).toHaveText("New");
    await status.click();
    await page.getByRole("option", { name: "Called back" }).click();
    await expect(toast(page, "Contact updated.")).toBeVisible();
    await expect(status).toHaveText("Called back");
    await expect.poll(async () => (await db().contactInquiry.findUnique({ where: { id } }))?.status).toBe("called_back");

    await row.getByRole("button", { name: `Add note on ${name}'s inquiry` }).click();
    const dialog = page.getByRole("dialog", { name: `Note on ${name}` });
    const note = `Called Tuesday, wants a 5-page site. Try again Friday. ${tag}`;
    await dialog.getByLabel("Note").fill(note);
    await dialog.getByRole("button", { name: "Save note" }).click();
    await expect(toast(page, "Note saved.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("contact-note")).toContainText(note);
    await expect(row.getByRole("button", { name: `Edit note on ${name}'s inquiry` })).toBeVisible();

    // The status filter (behind Filters on a phone) keeps the search: another status hides the lead, its own shows it.
    const chooseStatus = async (label: string) => {
      const filters = page.getByRole("button", { name: /^Filters/ });
      if (await filters.isVisible()) await filters.click();
      await page.getByRole("combobox", { name: "Status", exact: true }).click();
      await page.getByRole("option", { name: label, exact: true }).click();
    };
    await chooseStatus("Won");
    await expect(page).toHaveURL(new RegExp(`q=${tag}.*status=won`));
    await expect(page.getByText("No contact inquiries match this search.")).toBeVisible();
    await chooseStatus("Called back");
    await expect(page).toHaveURL(/status=called_back/);
    await expect(page.getByTestId(`contact-row-${id}`)).toBeVisible();

    await open(page, "/admin/activity");
    const entry = page
      .getByRole("row")
      .filter({ hasText: "contact.update" })
      .filter({ hasText: `contactInquiry #${id}` })
      .first();
    await expect(entry).toContainText(note);
  });
});
