import { ShieldCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import { LegalContact } from "@/components/legal/legal-contact";
import { LegalDocument, type LegalSection } from "@/components/legal/legal-document";
import { LegalLink } from "@/components/legal/legal-link";
import { StorageList } from "@/components/legal/storage-list";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    "What Viralize collects when you use our site, store and print shop, why we collect it, who helps us run the service, the cookies we use, and the choices you have.",
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  const { SUPPORT_EMAIL } = env();
  const email = <LegalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</LegalLink>;

  const sections: LegalSection[] = [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      content: (
        <>
          <p>We collect what we need to build your website, fill your orders and answer your questions. It comes from three places.</p>
          <h3>Information you give us</h3>
          <ul>
            <li>
              <strong>Account details:</strong> your first and last name, email address and password when you sign up. We store
              passwords only in hashed form, never as readable text.
            </li>
            <li>
              <strong>Orders:</strong> your name, email, phone number, shipping address, the items you buy and any coupon you use.
            </li>
            <li>
              <strong>Print quote requests:</strong> your business name, contact person, phone, email, address, website, the services
              you offer, your special requests, your print choices (product, paper, finish, corners, quantity) and any design files
              you upload.
            </li>
            <li>
              <strong>Contact inquiries:</strong> your name, business name, email, phone, trade and message.
            </li>
            <li>
              <strong>Chat and AI tools:</strong> the questions you type into the Viralize Assistant and the product details you enter
              in the AI description writer.
            </li>
          </ul>
          <h3>Information from sign-in providers</h3>
          <p>
            If you sign in with Google or Replit, that provider shares your name, email address, profile picture and an account
            identifier with us. We never see your password for those accounts.
          </p>
          <h3>Information collected automatically</h3>
          <p>
            When you visit the site, our servers record technical details such as your IP address, browser and device type, the pages
            you open and the time of each request. We also use a small number of cookies and browser storage entries, described in{" "}
            <LegalLink href="#cookies">Cookies and Local Storage</LegalLink>.
          </p>
          <h3>Payment information</h3>
          <p>
            Card details go straight from your browser to our payment processor, Stripe. We do not receive or store your full card
            number or security code. We receive confirmation that a payment went through, the amount, and the payment reference.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      content: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>Build, host and maintain the websites and tools you sign up for.</li>
            <li>Process payments, fulfil merchandise orders and ship them to you.</li>
            <li>Prepare print quotes and reply to requests, usually within 24 hours.</li>
            <li>Answer contact inquiries, chat questions and support requests.</li>
            <li>Create and manage your account and keep you signed in.</li>
            <li>Send order confirmations, receipts, quote replies and other messages about your account or purchases.</li>
            <li>Send news and offers, only where you have agreed or the law allows. Every marketing email has an unsubscribe link.</li>
            <li>Keep the site secure, prevent fraud and abuse, and fix problems.</li>
            <li>Understand how the site is used so we can improve it.</li>
            <li>Meet our legal, tax and accounting obligations.</li>
          </ul>
          <p>We do not sell your personal information, and we do not use it to build advertising profiles.</p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "How We Share Information",
      content: (
        <>
          <p>We share personal information only in these situations:</p>
          <ul>
            <li>
              <strong>With service providers</strong> who help us run the business, such as payment, printing, email and hosting
              companies. They get only what they need to do their job for us and may not use it for their own purposes. The main ones
              are listed in <LegalLink href="#third-party-services">Third-Party Services</LegalLink>.
            </li>
            <li>
              <strong>To complete your order.</strong> Your name and shipping address go to our print-on-demand partner and the
              shipping carrier so your items reach you.
            </li>
            <li>
              <strong>When the law requires it,</strong> for example in response to a valid court order, or when we need to protect
              the rights, property or safety of our customers, our team or the public.
            </li>
            <li>
              <strong>If our business changes hands.</strong> If Viralize is merged, acquired or sells its assets, customer information
              may transfer to the new owner, who must honor this policy.
            </li>
            <li>
              <strong>With your permission</strong> in any other case.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "third-party-services",
      title: "Third-Party Services",
      content: (
        <>
          <p>
            These companies process information on our behalf. Each one handles it under its own privacy policy, which you can read on
            its website.
          </p>
          <ul>
            <li>
              <strong>Google sign-in.</strong> Lets you log in with your Google account. Google tells us your name, email address and
              profile picture. Google also offers analytics tools for measuring site traffic; before we turn them on, we will list
              the cookies they use in <LegalLink href="#cookies">Cookies and Local Storage</LegalLink>.
            </li>
            <li>
              <strong>Replit sign-in.</strong> Lets you log in with your Replit account. Replit shares your name, email address and
              profile picture with us.
            </li>
            <li>
              <strong>Printful (print-on-demand).</strong> Prints, packs and ships our branded merchandise. Printful receives the items
              ordered and the recipient&apos;s name, shipping address and, where needed for delivery, phone number and email.
            </li>
            <li>
              <strong>OpenAI (AI provider).</strong> Powers the Viralize Assistant chat and the AI product description writer. The text
              you type into those tools is sent to OpenAI to produce a reply. Please do not enter sensitive personal information in
              them.
            </li>
            <li>
              <strong>Email provider.</strong> Delivers order confirmations, quote replies, account messages and any newsletters you
              choose to receive. It handles your email address and the content of those messages.
            </li>
            <li>
              <strong>Stripe (card payments).</strong> Processes card payments at checkout. Stripe collects your card details and
              billing information directly and may use them to detect fraud.
            </li>
          </ul>
          <p>
            The quote form on our home page is provided by an embedded form service, and files you upload may be kept with a cloud
            storage provider. Both hold that information only to deliver it to us.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Security",
      content: (
        <>
          <p>We take reasonable technical and organizational steps to protect your information, including:</p>
          <ul>
            <li>Encrypted connections (HTTPS) for every page and form.</li>
            <li>Passwords stored only as salted hashes.</li>
            <li>Card payments handled entirely by Stripe, a certified payment processor.</li>
            <li>Access to customer records limited to team members who need it, behind sign-in and an extra admin check.</li>
          </ul>
          <p>
            No system is perfectly secure, so we cannot guarantee absolute security. If a breach affects your personal information,
            we will notify you as the law requires.
          </p>
          <h3>How long we keep information</h3>
          <p>
            We keep account information while your account is open. We keep order and payment records as long as tax and accounting
            rules require. Quote requests, uploaded files and contact inquiries are kept as long as needed to serve you and follow up,
            then deleted or anonymized. You can ask us to delete your information sooner; see{" "}
            <LegalLink href="#your-rights">Your Rights and Choices</LegalLink>.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your Rights and Choices",
      content: (
        <>
          <p>Depending on where you live, you may have the right to:</p>
          <ul>
            <li>
              <strong>Access</strong> the personal information we hold about you and get a copy of it.
            </li>
            <li>
              <strong>Correct</strong> information that is wrong or out of date.
            </li>
            <li>
              <strong>Delete</strong> your information, unless we must keep it by law (for example, order records for taxes).
            </li>
            <li>
              <strong>Opt out of marketing</strong> at any time with the unsubscribe link in any marketing email.
            </li>
            <li>
              <strong>Withdraw consent</strong> you gave us earlier, without affecting what we did before.
            </li>
          </ul>
          <p>
            To use any of these rights, email us at {email}. We may ask you to confirm your identity first. We respond within 30 days,
            and we will tell you if we need more time. We will not treat you differently for using your privacy rights.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and Local Storage",
      content: (
        <>
          <p>
            Cookies are small text files a website stores in your browser. Local storage is a similar space in your browser that only
            the site itself reads. We use only what the site needs to work:
          </p>
          <StorageList
            items={[
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
            ]}
          />
          <p>
            We do not use advertising cookies. On the checkout page, Stripe may set its own cookies to help prevent fraud; those are
            covered by Stripe&apos;s privacy policy. If we add analytics or other optional cookies later, we will update this section
            first and ask for your consent where the law requires.
          </p>
          <p>
            You can block or delete cookies in your browser settings. If you block essential cookies, you will not be able to sign in,
            and clearing local storage empties your cart.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children's Privacy",
      content: (
        <p>
          Our services are for businesses and adults. They are not directed at children under 13, and we do not knowingly collect
          personal information from children under 13. If you believe a child has given us personal information, contact us at {email}{" "}
          and we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      content: (
        <p>
          We may update this policy as our services or the law change. When we do, we will change the effective date at the top of
          this page. If a change is significant, we will also let you know by email or with a notice on the site before it takes
          effect. Using the site after a change takes effect means you accept the updated policy.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact Us",
      content: (
        <>
          <p>Questions about this policy or your information? Reach us by email or phone during business hours.</p>
          <LegalContact />
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Privacy Policy"
      icon={<Icon icon={ShieldCheck} />}
      intro={
        <p>
          This policy explains what information Viralize collects when you use our website, store, print shop and tools, how we use
          it, and the choices you have.
        </p>
      }
      summary={[
        "We collect what we need to build your site, fill your orders and answer your questions.",
        "We never sell your information.",
        "Card details go straight to Stripe; we never see your full card number.",
        "We use only essential cookies: to keep you signed in and to remember your cart.",
        <>
          Ask us anytime to see, fix or delete your information: {email}.
        </>,
      ]}
      sections={sections}
    />
  );
}
