import type { Page } from "@playwright/test";
import { expect, SERVER, test } from "./fixtures";

const PRIVACY_SECTIONS = [
  "1. Information We Collect",
  "2. How We Use Your Information",
  "3. How We Share Information",
  "4. Third-Party Services",
  "5. Security",
  "6. Your Rights and Choices",
  "7. Cookies and Local Storage",
  "8. Children's Privacy",
  "9. Changes to This Policy",
  "10. Contact Us",
];

const TERMS_SECTIONS = [
  "1. Acceptance of Terms",
  "2. Services",
  "3. Account Registration",
  "4. User Conduct",
  "5. Intellectual Property",
  "6. Payment Terms",
  "7. Third-Party Services",
  "8. Disclaimers",
  "9. Limitation of Liability",
  "10. Indemnification",
  "11. Termination",
  "12. Privacy",
  "13. Changes to Terms",
  "14. Governing Law",
  "15. Severability",
  "16. Contact Information",
];

/** The document's own section headings (the footer's column headings are outside main). */
const sectionHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });
const tableOfContents = (page: Page) => page.getByRole("navigation", { name: "On this page" });

async function expectContactDetails(page: Page, sectionId: string) {
  const contact = page.locator(`#${sectionId}`);
  await expect(contact.locator('a[href^="mailto:"]')).toHaveText(/^\S+@\S+$/);
  await expect(contact.locator('a[href^="tel:"]')).toHaveText(/\d/);
  await expect(contact.getByText(/\d\s*(AM|PM)/i)).toBeVisible();
}

test.describe("privacy policy", () => {
  test("has its title, effective date, canonical URL and every section", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page).toHaveTitle("Privacy Policy | Viralize");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Effective July 1, 2025")).toBeVisible();
    await expect(sectionHeadings(page)).toHaveText(PRIVACY_SECTIONS);
    await expect(tableOfContents(page).getByRole("link")).toHaveText(PRIVACY_SECTIONS);

    const thirdParty = page.locator("#third-party-services");
    for (const provider of ["Google sign-in", "Replit sign-in", "Printful", "OpenAI", "Email provider", "Stripe"]) {
      await expect(thirdParty.getByText(provider, { exact: false }).first()).toBeVisible();
    }
    await expect(page.locator("#children")).toContainText("under 13");
    await expectContactDetails(page, "contact");
  });

  test("the cookies anchor lands on the cookies section, which names the essential storage", async ({ page }) => {
    await page.goto("/privacy-policy#cookies");
    const cookies = page.locator("#cookies");
    await expect(cookies.getByRole("heading", { level: 2, name: "7. Cookies and Local Storage" })).toBeInViewport();
    for (const item of ["Sign-in session", "Admin verification", "Shopping cart"]) {
      await expect(cookies.getByText(item, { exact: true })).toBeVisible();
    }
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await page.goto("/privacy-policy");
    await tableOfContents(page).getByRole("link", { name: "9. Changes to This Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy#changes$/, SERVER);
    await expect(page.getByRole("heading", { level: 2, name: "9. Changes to This Policy" })).toBeInViewport();
  });

  test("has no serious accessibility violations @phone", async ({ page, expectAccessible }) => {
    await page.goto("/privacy-policy");
    await expectAccessible();
  });
});

test.describe("terms and conditions", () => {
  test("has its title, effective date, canonical URL and all 16 numbered sections in order", async ({ page }) => {
    await page.goto("/terms-conditions");
    await expect(page).toHaveTitle("Terms & Conditions | Viralize");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/terms-conditions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms & Conditions");
    await expect(page.getByText("Effective July 1, 2025")).toBeVisible();
    await expect(sectionHeadings(page)).toHaveText(TERMS_SECTIONS);
    await expect(tableOfContents(page).getByRole("link")).toHaveText(TERMS_SECTIONS);
  });

  test("states the payment, third-party, privacy and change terms", async ({ page }) => {
    await page.goto("/terms-conditions");
    const payment = page.locator("#payment-terms");
    for (const term of [
      "Payment due on invoice.",
      "Late fees.",
      "Suspension for non-payment.",
      "Price changes.",
      "30-day money-back guarantee on website plans.",
    ]) {
      await expect(payment.getByText(term, { exact: true })).toBeVisible();
    }
    const thirdParty = page.locator("#third-party-services");
    for (const kind of ["print-on-demand", "sign-in", "analytics", "AI provider", "hosting and authentication"]) {
      await expect(thirdParty).toContainText(kind);
    }
    await expect(page.locator("#changes")).toContainText("30 days notice");
    await page.locator("#privacy").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-policy", SERVER);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("shows the configured support contact details", async ({ page }) => {
    await page.goto("/terms-conditions#contact");
    await expect(page.getByRole("heading", { level: 2, name: "16. Contact Information" })).toBeInViewport();
    await expectContactDetails(page, "contact");
  });

  test("has no serious accessibility violations", async ({ page, expectAccessible }) => {
    await page.goto("/terms-conditions");
    await expectAccessible();
  });
});

test("the footer's legal links reach the policies and the cookies section", async ({ page }) => {
  await page.goto("/terms-conditions");
  const footer = page.getByRole("contentinfo");

  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy", SERVER);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

  await footer.getByRole("link", { name: "Terms & Conditions" }).click();
  await expect(page).toHaveURL("/terms-conditions", SERVER);
  await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();

  await footer.getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy#cookies", SERVER);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "7. Cookies and Local Storage" })).toBeInViewport();
});
