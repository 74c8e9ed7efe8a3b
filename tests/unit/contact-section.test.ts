import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactSection } from "@/components/home/contact-section";

const DETAILS = { phone: "(555) 010-2233", email: "support@viralize.example", hours: "Mon-Fri 9AM-6PM EST" };

// The e2e suite runs with the test settings, where CONTACT_FORM_EMBED_URL is unset and our own
// form is tested; a deployment that sets it gets the third-party form instead, checked here.
describe("the home page's contact section", () => {
  it("frames the third-party form, 558 px high, in place of ours when one is configured", () => {
    const html = renderToStaticMarkup(createElement(ContactSection, { ...DETAILS, embedUrl: "https://forms.example.com/embed/quote?id=7" }));
    expect(html).toMatch(/<iframe src="https:\/\/forms\.example\.com\/embed\/quote\?id=7" title="Request a quote from our team" height="558"/);
    expect(html).not.toContain("Send us a message");
    expect(html).toContain("Mon-Fri 9AM-6PM EST");
  });

  it("shows our own form, and no frame, when none is configured", () => {
    const html = renderToStaticMarkup(createElement(ContactSection, DETAILS));
    expect(html).toContain("Send us a message");
    expect(html).not.toContain("<iframe");
  });
});
