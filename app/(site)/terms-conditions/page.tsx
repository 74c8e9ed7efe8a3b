import { FileText } from "lucide";
import { Icon } from "@/components/ui/icon";
import { LegalContact } from "@/components/legal/legal-contact";
import { LegalDocument, type LegalSection } from "@/components/legal/legal-document";
import { LegalLink } from "@/components/legal/legal-link";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Terms & Conditions",
  description:
    "The terms for using Viralize: website plans, print materials and merchandise, payment and refunds including our 30-day money-back guarantee, and your rights and ours.",
  path: "/terms-conditions",
});

export default function TermsConditionsPage() {
  const { SUPPORT_EMAIL } = env();
  const email = <LegalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</LegalLink>;

  const sections: LegalSection[] = [
    {
      id: "acceptance",
      title: "Acceptance of Terms",
      content: (
        <>
          <p>
            These Terms and Conditions (the &quot;Terms&quot;) are an agreement between you and Viralize (&quot;Viralize&quot;,
            &quot;we&quot;, &quot;us&quot;). They apply when you visit our website, create an account, buy a website plan, order print
            materials or merchandise, or use any of our tools.
          </p>
          <p>
            By using our services, you agree to these Terms. If you use them for a business, you confirm you are authorized to accept
            these Terms for that business, and &quot;you&quot; includes the business. If you do not agree, please do not use our
            services.
          </p>
        </>
      ),
    },
    {
      id: "services",
      title: "Services",
      content: (
        <>
          <p>Viralize helps trade contractors win more work. Our services include:</p>
          <ul>
            <li>Professional websites, including design, hosting and updates, sold as monthly plans.</li>
            <li>The Lead Connector app and our software suite for managing leads, bookings and customers.</li>
            <li>Search engine optimization (SEO) and digital marketing.</li>
            <li>Print marketing materials such as business cards, flyers, door hangers, brochures, postcards and yard signs.</li>
            <li>Branded merchandise, printed and shipped by our print-on-demand partner.</li>
            <li>Our blog, the Viralize Assistant chat and AI writing tools.</li>
          </ul>
          <p>
            Timelines we quote, such as launching a website within 72 hours or print turnaround of 3 to 10 business days, are our
            normal targets. They depend on you sending the content, approvals and files we need on time. Plan features are described on
            our pricing page, and we may improve or change features over time.
          </p>
        </>
      ),
    },
    {
      id: "account-registration",
      title: "Account Registration",
      content: (
        <>
          <p>Some features require an account. When you create one, you agree to:</p>
          <ul>
            <li>Be at least 18 years old.</li>
            <li>Give accurate, current information and keep it up to date.</li>
            <li>Keep your password private and not share your account.</li>
            <li>Tell us right away at {email} if you think someone has used your account without permission.</li>
          </ul>
          <p>
            You are responsible for activity under your account. If you sign in with Google or Replit, that provider&apos;s terms also
            apply to your use of their sign-in.
          </p>
        </>
      ),
    },
    {
      id: "user-conduct",
      title: "User Conduct",
      content: (
        <>
          <p>When you use our services, you agree not to:</p>
          <ul>
            <li>Break any law, or help anyone else break one.</li>
            <li>Upload or send content you do not have the rights to, or that is false, misleading, defamatory or offensive.</li>
            <li>Send spam, malware or anything that could harm our systems or other users.</li>
            <li>Try to access accounts, admin areas or data that are not yours, or get around any security measure.</li>
            <li>Scrape, copy or resell the site or its content without our written permission.</li>
            <li>Use the chat or AI tools to produce unlawful or harmful content, or to overload the service.</li>
            <li>Interfere with the normal operation of the site.</li>
          </ul>
          <p>We may remove content and suspend accounts that break these rules.</p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      content: (
        <>
          <h3>Ours</h3>
          <p>
            The Viralize name and logo, our website, templates, designs, software, text and graphics belong to Viralize or our
            licensors. You may not copy or reuse them without our written permission, except as these Terms allow.
          </p>
          <h3>Yours</h3>
          <p>
            You keep ownership of what you give us: your logo, photos, business information, reviews and design files. You give us
            permission to use that content only to provide your services, for example to build your website or print your order.
          </p>
          <p>
            When you upload artwork or ask us to print a design, you confirm that you own it or have the right to use it, and that it
            does not infringe anyone else&apos;s rights.
          </p>
          <h3>Your website</h3>
          <p>
            While your plan is active and paid, you may use the website we build for you. The content specific to your business stays
            yours. Our underlying templates, code and tools remain ours. We may show finished work in our portfolio unless you ask us
            not to.
          </p>
          <h3>AI-generated content</h3>
          <p>
            Text from our AI tools is provided for you to use. Review it before you publish it, because it can contain mistakes.
          </p>
        </>
      ),
    },
    {
      id: "payment-terms",
      title: "Payment Terms",
      content: (
        <>
          <ul>
            <li>
              <strong>Payment due on invoice.</strong> Payment is due when we issue an invoice, unless the invoice states a different
              date. Website plans are billed monthly in advance. Store orders are paid by card at checkout.
            </li>
            <li>
              <strong>Late fees.</strong> Late fees may apply to invoices not paid by the due date, as stated on the invoice and never
              more than the law allows.
            </li>
            <li>
              <strong>Suspension for non-payment.</strong> If an invoice stays unpaid after we remind you, we may suspend your website
              and services until the balance is paid.
            </li>
            <li>
              <strong>Price changes.</strong> Prices may change. We will give you notice before a new price applies to your plan, and
              you can cancel before it takes effect. Orders already placed keep the price you paid.
            </li>
            <li>
              <strong>Taxes.</strong> Prices do not include taxes unless stated. You pay any sales tax that applies.
            </li>
          </ul>
          <h3>Refund policy</h3>
          <p>Refunds follow this policy:</p>
          <ul>
            <li>
              <strong>30-day money-back guarantee on website plans.</strong> If you are not satisfied, ask for a refund within 30 days
              of your first payment for a website plan and we will refund that payment in full. There are no setup fees.
            </li>
            <li>
              <strong>Cancel anytime.</strong> After the first 30 days, you can cancel your plan at any time. Cancellation stops future
              billing; the current month is not refunded.
            </li>
            <li>
              <strong>Print materials.</strong> Print orders are made to your specifications, so they cannot be returned once
              production starts. If an order arrives damaged or with a printing error on our side, we will reprint it or refund it.
            </li>
            <li>
              <strong>Merchandise.</strong> Merchandise is printed to order. If an item arrives damaged or defective, tell us within 30
              days of delivery and we will replace or refund it.
            </li>
          </ul>
          <p>Approved refunds go back to the original payment method.</p>
        </>
      ),
    },
    {
      id: "third-party-services",
      title: "Third-Party Services",
      content: (
        <>
          <p>We rely on trusted partners to deliver parts of our services:</p>
          <ul>
            <li>
              <strong>Printful</strong>, a print-on-demand provider, which prints and ships merchandise orders.
            </li>
            <li>
              <strong>Google</strong>, for sign-in with your Google account and for analytics that show us how the site is used.
            </li>
            <li>
              <strong>OpenAI</strong>, an AI provider, which powers the Viralize Assistant and our AI writing tools.
            </li>
            <li>
              <strong>Replit</strong>, a hosting and authentication provider.
            </li>
            <li>
              <strong>Stripe</strong>, which processes card payments.
            </li>
          </ul>
          <p>
            Your use of these services may also be subject to their own terms and privacy policies. We are not responsible for their
            products, content or availability, but we choose them carefully and will help you resolve any problem that affects your
            order.
          </p>
        </>
      ),
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      content: (
        <>
          <p>
            We work hard to deliver great results, but our services are provided &quot;as is&quot; and &quot;as available&quot;. To
            the extent the law allows, we make no warranties beyond those stated in these Terms, including implied warranties of
            merchantability, fitness for a particular purpose and non-infringement.
          </p>
          <ul>
            <li>We do not guarantee a specific number of leads, calls, search rankings or sales.</li>
            <li>We do not guarantee the site will always be available or error-free.</li>
            <li>Printed colors may differ slightly from how they look on your screen.</li>
            <li>Answers from the Viralize Assistant and AI tools can be wrong. They are not legal, financial or professional advice.</li>
          </ul>
        </>
      ),
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      content: (
        <>
          <p>
            To the extent the law allows, Viralize is not liable for indirect, incidental, special, consequential or punitive damages,
            or for lost profits, revenue, data or business opportunities, even if we were told they were possible.
          </p>
          <p>
            Our total liability for any claim related to our services is limited to the amount you paid us for those services in the
            12 months before the claim arose.
          </p>
          <p>Some places do not allow these limits, so they may not all apply to you.</p>
        </>
      ),
    },
    {
      id: "indemnification",
      title: "Indemnification",
      content: (
        <p>
          You agree to defend and hold harmless Viralize and its team against claims, losses and costs, including reasonable legal
          fees, that arise from content you provide to us, your breach of these Terms, or your violation of any law or of
          someone else&apos;s rights.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Termination",
      content: (
        <>
          <p>
            You can stop using our services and cancel your plan at any time by contacting us. We may suspend or end your access if you
            break these Terms, do not pay, or use the services in a way that could harm us or others. Where reasonable, we will tell you
            first and give you a chance to fix the problem.
          </p>
          <p>
            When your plan ends, amounts already owed remain due, and your website will be taken offline. If you ask within 30 days, we
            will send you a copy of the content you provided. Sections of these Terms that by their nature should continue, such as
            intellectual property, payment, disclaimers and limitation of liability, continue after termination.
          </p>
        </>
      ),
    },
    {
      id: "privacy",
      title: "Privacy",
      content: (
        <p>
          How we collect, use and protect your information is explained in our{" "}
          <LegalLink href="/privacy-policy">Privacy Policy</LegalLink>, which forms part of these Terms.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to Terms",
      content: (
        <p>
          We may update these Terms from time to time. For material revisions, we will give you at least 30 days notice by email or
          with a notice on the site before they take effect. The effective date at the top of this page shows when the Terms last
          changed. If you keep using our services after a change takes effect, you accept the updated Terms.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing Law",
      content: (
        <>
          <p>
            These Terms are governed by the laws of the United States and of the state where Viralize has its principal place of
            business, without regard to conflict-of-law rules. Any dispute will be handled by the state or federal courts located in
            that state, and you agree to their jurisdiction.
          </p>
          <p>
            Before filing any claim, please contact us so we can try to resolve the issue informally. Most concerns can be settled with
            a phone call.
          </p>
        </>
      ),
    },
    {
      id: "severability",
      title: "Severability",
      content: (
        <p>
          If a court finds any part of these Terms invalid or unenforceable, that part will be limited or removed only as much as
          needed, and the rest of the Terms stay in full effect. If we do not enforce a right under these Terms, we have not waived
          it.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact Information",
      content: (
        <>
          <p>Questions about these Terms, your bill or a refund? Contact us:</p>
          <LegalContact />
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Terms & Conditions"
      icon={<Icon icon={FileText} />}
      intro={
        <p>
          These terms cover your use of Viralize: our website plans, print materials, merchandise store and online tools. Please read
          them before you sign up or place an order.
        </p>
      }
      summary={[
        "Payment is due on invoice; plans are billed monthly and you can cancel anytime.",
        "Website plans come with a 30-day money-back guarantee and no setup fees.",
        "You keep ownership of your logo, photos and business content.",
        "We give you 30 days notice before material changes to these terms.",
      ]}
      sections={sections}
    />
  );
}
