import { describe, expect, it } from "vitest";
import { legalDocument, parseLegalDocument, type LegalDocument } from "@/lib/legal/documents";

const EMAIL = "help@crew.test";

/** The same HTML whatever the line breaks inside its blocks. */
const flat = (html: string) => html.replace(/\s+/g, " ");

/** The words of rendered HTML, tags and entities aside, blocks apart. */
const text = (html: string) =>
  html
    .replace(/<\/(p|li|h3|ul)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const sectionHtml = (document: LegalDocument, id: string) =>
  document.sections
    .find((section) => section.id === id)!
    .blocks.map((block) => (block.kind === "html" ? block.html : ` {${block.kind}} `))
    .join("");

const subheadings = (document: LegalDocument) =>
  document.sections.flatMap((section) => [...sectionHtml(document, section.id).matchAll(/<h3>(.*?)<\/h3>/g)].map((match) => match[1]));

/** Every in-page link (`#id`) lands on one of the document's sections. */
function expectAnchorsResolve(document: LegalDocument) {
  const ids = new Set(document.sections.map((section) => section.id));
  const anchors = document.sections.flatMap((section) => [...sectionHtml(document, section.id).matchAll(/href="#([^"]+)"/g)].map((match) => match[1]));
  expect(anchors.length).toBeGreaterThan(0);
  for (const anchor of anchors) expect(ids, anchor).toContain(anchor);
}

describe("the privacy policy's content file", () => {
  const privacy = legalDocument("privacy-policy", { supportEmail: EMAIL });

  it("has the page's title, description and effective date", () => {
    expect(privacy.title).toBe("Privacy Policy");
    expect(privacy.description).toMatch(/^What Viralize collects when you use our site/);
    expect(privacy.effective).toEqual({ iso: "2025-07-01", label: "July 1, 2025" });
    expect(flat(privacy.introHtml)).toBe(
      "<p>This policy explains what information Viralize collects when you use our website, store, print shop and tools, how we use it, and the choices you have.</p>",
    );
  });

  it("keeps its sections, their anchors and subheadings in order", () => {
    expect(privacy.sections.map(({ id, title }) => `${id}: ${title}`)).toEqual([
      "information-we-collect: Information We Collect",
      "how-we-use-information: How We Use Your Information",
      "sharing: How We Share Information",
      "third-party-services: Third-Party Services",
      "security: Security",
      "your-rights: Your Rights and Choices",
      "cookies: Cookies and Local Storage",
      "children: Children's Privacy",
      "changes: Changes to This Policy",
      "contact: Contact Us",
    ]);
    expect(subheadings(privacy)).toEqual([
      "Information you give us",
      "Information from sign-in providers",
      "Information collected automatically",
      "Payment information",
      "How long we keep information",
    ]);
    expectAnchorsResolve(privacy);
  });

  it("says what it promises, with the configured support address as a link", () => {
    expect(privacy.summaryHtml).toHaveLength(5);
    expect(privacy.summaryHtml[1]).toBe("We never sell your information.");
    expect(privacy.summaryHtml[4]).toBe(`Ask us anytime to see, fix or delete your information: <a href="mailto:${EMAIL}">${EMAIL}</a>.`);
    expect(text(sectionHtml(privacy, "information-we-collect"))).toContain(
      "Account details: your first and last name, email address and password when you sign up. We store passwords only in hashed form, never as readable text.",
    );
    expect(text(sectionHtml(privacy, "your-rights"))).toContain(
      `To use any of these rights, email us at ${EMAIL}. We may ask you to confirm your identity first. We respond within 30 days`,
    );
    expect(sectionHtml(privacy, "children")).toContain(`<a href="mailto:${EMAIL}">${EMAIL}</a>`);
    expect(text(sectionHtml(privacy, "children"))).toContain("not directed at children under 13");
    expect(text(sectionHtml(privacy, "third-party-services"))).toMatch(
      /Google sign-in\..*Replit sign-in\..*Printful \(print-on-demand\)\..*OpenAI \(AI provider\)\..*Email provider\..*Stripe \(card payments\)\./,
    );
    expect(text(sectionHtml(privacy, "cookies"))).toMatch(
      /the site needs to work: \{storage\} We do not use advertising cookies\. On the checkout page, Stripe may set its own cookies.*Stripe's privacy policy/,
    );
    expect(privacy.sections.at(-1)!.blocks.at(-1)).toEqual({ kind: "contact" });
  });

  it("lists the cookies and storage the site sets", () => {
    const storage = privacy.sections.find((section) => section.id === "cookies")!.blocks.find((block) => block.kind === "storage");
    expect(storage).toEqual({
      kind: "storage",
      items: [
        {
          name: "Sign-in session",
          purpose: "Keeps you logged in as you move between pages and tells us which account is making a request.",
          where: "A secure cookie",
          lasts: "Until you log out or the session expires",
        },
        {
          name: "Admin verification",
          purpose: "Remembers that a Viralize team member passed the admin PIN check. It is only set for our staff.",
          where: "Your browser",
          lasts: "Until the admin logs out",
        },
        {
          name: "Shopping cart",
          purpose: "Saves the items in your cart so they are still there when you come back.",
          where: "Local storage on your device",
          lasts: "Until you check out, clear the cart or clear your browser data",
        },
      ],
    });
  });
});

describe("the terms' content file", () => {
  const terms = legalDocument("terms-conditions", { supportEmail: EMAIL });

  it("has the page's title, description and effective date", () => {
    expect(terms.title).toBe("Terms & Conditions");
    expect(terms.description).toMatch(/^The terms for using Viralize: website plans/);
    expect(terms.effective.label).toBe("July 1, 2025");
    expect(text(terms.introHtml)).toMatch(/^These terms cover your use of Viralize: .* before you sign up or place an order\.$/);
  });

  it("keeps its 16 sections, their anchors and subheadings in order", () => {
    expect(terms.sections.map(({ id, title }) => `${id}: ${title}`)).toEqual([
      "acceptance: Acceptance of Terms",
      "services: Services",
      "account-registration: Account Registration",
      "user-conduct: User Conduct",
      "intellectual-property: Intellectual Property",
      "payment-terms: Payment Terms",
      "third-party-services: Third-Party Services",
      "disclaimers: Disclaimers",
      "limitation-of-liability: Limitation of Liability",
      "indemnification: Indemnification",
      "termination: Termination",
      "privacy: Privacy",
      "changes: Changes to Terms",
      "governing-law: Governing Law",
      "severability: Severability",
      "contact: Contact Information",
    ]);
    expect(subheadings(terms)).toEqual(["Ours", "Yours", "Your website", "AI-generated content", "Refund policy"]);
  });

  it("states the payment, refund, privacy and change terms", () => {
    const payment = sectionHtml(terms, "payment-terms");
    for (const term of [
      "Payment due on invoice.",
      "Late fees.",
      "Suspension for non-payment.",
      "Price changes.",
      "Taxes.",
      "30-day money-back guarantee on website plans.",
      "Cancel anytime.",
    ]) {
      expect(payment).toContain(`<li><strong>${term}</strong>`);
    }
    expect(text(sectionHtml(terms, "acceptance"))).toContain(
      'These Terms and Conditions (the "Terms") are an agreement between you and Viralize ("Viralize", "we", "us").',
    );
    expect(flat(sectionHtml(terms, "privacy"))).toBe(
      '<p>How we collect, use and protect your information is explained in our <a href="/privacy-policy">Privacy Policy</a>, which forms part of these Terms.</p>',
    );
    expect(text(sectionHtml(terms, "changes"))).toContain("we will give you at least 30 days notice by email");
    expect(sectionHtml(terms, "account-registration")).toContain(`<a href="mailto:${EMAIL}">${EMAIL}</a>`);
    expect(terms.sections.at(-1)!.blocks.at(-1)).toEqual({ kind: "contact" });
  });
});

describe("parseLegalDocument", () => {
  const front = "---\ntitle: Policy\ndescription: About it.\neffective: 2026-03-04\nsummary:\n  - Short.\n---\n";

  it("makes a section of each level-2 heading, under its anchor, and places the contact card where its line is", () => {
    const document = parseLegalDocument(`${front}\nIntro.\n\n## First {#first}\n\nOne.\n\n### Detail\n\nTwo.\n\n## Second {#second}\n\n{{contact}}\n`, {
      supportEmail: EMAIL,
    });
    expect(document.effective).toEqual({ iso: "2026-03-04", label: "March 4, 2026" });
    expect(document.sections).toEqual([
      { id: "first", title: "First", blocks: [{ kind: "html", html: "<p>One.</p>\n<h3>Detail</h3>\n<p>Two.</p>" }] },
      { id: "second", title: "Second", blocks: [{ kind: "contact" }] },
    ]);
  });

  it("refuses a section heading without an anchor, an unknown block and a storage list it was not given", () => {
    expect(() => parseLegalDocument(`${front}\n## First\n\nOne.\n`, { supportEmail: EMAIL })).toThrow(/"## First" has no anchor/);
    expect(() => parseLegalDocument(`${front}\n## First {#first}\n\n{{table}}\n`, { supportEmail: EMAIL })).toThrow(/\{\{table\}\}/);
    expect(() => parseLegalDocument(`${front}\n## First {#first}\n\n{{storage}}\n`, { supportEmail: EMAIL })).toThrow(/storage/);
  });

  it("refuses front matter without a title or with a date that is not one", () => {
    expect(() => parseLegalDocument("---\ndescription: About it.\neffective: 2026-03-04\n---\n\n## A {#a}\n", { supportEmail: EMAIL })).toThrow(/title/);
    expect(() => parseLegalDocument(front.replace("2026-03-04", "March 4"), { supportEmail: EMAIL })).toThrow(/effective/);
  });
});
