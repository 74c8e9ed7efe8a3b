import { formatLongDate } from "@/lib/time";
import type { PlanEmailNotice } from "@/lib/jobs/queues";
import { formatCents } from "@/lib/money";
import type { EmailMessage } from "./index";

export type EmailPlan = {
  id: string;
  planName: string;
  amount: number;
  businessName: string;
  trade: string;
  serviceArea: string;
  phone: string;
  website: string | null;
  hasLogo: boolean;
  customerName: string;
  customerEmail: string;
  currentPeriodEnd: Date | null;
  /** Until when the account's money-back guarantee runs, or null when it has been used or has passed. */
  guaranteeUntil: Date | null;
};

/** One paid invoice, as its receipt states it. */
export type ReceiptInvoice = { id: number; amount: number; reason: string | null; paidAt: Date };

/** What a plan email is about: a job's notice, a receipt with its invoice read. */
export type PlanEmailNews = Exclude<PlanEmailNotice, { kind: "receipt" }> | { kind: "receipt"; invoice: ReceiptInvoice };

/** The admin's message to the customer as its own paragraph, when there is one. */
const messageLines = (message: string | undefined) => (message ? ["", message] : []);

/** What a receipt says the money paid for. */
function paidFor(invoice: ReceiptInvoice, planName: string): string {
  if (invoice.reason === "first") return `the first month of your ${planName} plan`;
  if (invoice.reason === "change") return `the switch to ${planName}, for the rest of this month`;
  if (invoice.reason === "renewal") return `this month's renewal of your ${planName} plan`;
  return `your ${planName} plan`;
}

/** What each plan email says: the customer's welcome, receipts, card problem, refund and cancellation, the team's new subscriber. */
export function planEmail(
  news: PlanEmailNews,
  plan: EmailPlan,
  { supportEmail, teamEmail, siteUrl }: { supportEmail: string; teamEmail: string; siteUrl: string },
): EmailMessage {
  const accountUrl = `${siteUrl.replace(/\/$/, "")}/account#your-plan`;
  const signOff = ["", `Questions? Reply to this email or write to ${supportEmail}.`, "The Viralize team"];
  const price = `${formatCents(plan.amount)} a month`;
  const guarantee = plan.guaranteeUntil
    ? `Your money-back guarantee runs until ${formatLongDate(plan.guaranteeUntil)}: cancel by then and we refund everything you've paid for your plan. After that, cancel anytime and your plan runs to the end of the month you paid for.`
    : "Cancel anytime: your plan runs to the end of the month you paid for.";
  switch (news.kind) {
    case "welcome":
      return {
        to: plan.customerEmail,
        replyTo: supportEmail,
        subject: `Welcome to Viralize ${plan.planName}`,
        text: [
          `Hi ${plan.customerName},`,
          "",
          `Thanks for choosing the ${plan.planName} plan (${price}) for ${plan.businessName}. Our team will call you at ${plan.phone} within one business day to start building your site.`,
          "",
          guarantee,
          "",
          `Your plan, invoices and cancellation: ${accountUrl}`,
          ...signOff,
        ].join("\n"),
      };
    case "payment-failed":
      return {
        to: plan.customerEmail,
        replyTo: supportEmail,
        subject: "Your Viralize payment didn't go through",
        text: [
          `Hi ${plan.customerName},`,
          "",
          `We couldn't take this month's ${formatCents(plan.amount)} for your ${plan.planName} plan: your card was declined. Your site stays up while we try again.`,
          "",
          `Update your card here so nothing is interrupted: ${accountUrl}`,
          ...signOff,
        ].join("\n"),
      };
    case "receipt":
      return {
        to: plan.customerEmail,
        replyTo: supportEmail,
        subject: `Your Viralize receipt: ${formatCents(news.invoice.amount)}`,
        text: [
          `Hi ${plan.customerName},`,
          "",
          `Thanks for your payment. We've charged ${formatCents(news.invoice.amount)} to your card for ${paidFor(news.invoice, plan.planName)}.`,
          "",
          `Invoice: #${news.invoice.id}`,
          `Date: ${formatLongDate(news.invoice.paidAt)}`,
          `Business: ${plan.businessName}`,
          "",
          `Your plan and invoices: ${accountUrl}`,
          ...signOff,
        ].join("\n"),
      };
    case "refunded":
      return {
        to: plan.customerEmail,
        replyTo: supportEmail,
        subject: `Refund of ${formatCents(news.amount)} for your Viralize plan`,
        text: [
          `Hi ${plan.customerName},`,
          "",
          `We've refunded ${formatCents(news.amount)} of a payment for your ${plan.planName} plan. It goes back to the card you paid with; banks take 5 to 10 business days to show it.`,
          ...messageLines(news.message),
          "",
          `Your plan and invoices: ${accountUrl}`,
          ...signOff,
        ].join("\n"),
      };
    case "cancelled":
      return {
        to: plan.customerEmail,
        replyTo: supportEmail,
        subject: "Your Viralize plan is cancelled",
        text: [
          `Hi ${plan.customerName},`,
          "",
          news.ending === "now"
            ? `Your ${plan.planName} plan for ${plan.businessName} has ended today. Nothing more will be charged.`
            : `Your ${plan.planName} plan for ${plan.businessName} is cancelled: it runs until ${plan.currentPeriodEnd ? formatLongDate(plan.currentPeriodEnd) : "the end of the month you paid for"}, then stops. Nothing more will be charged.`,
          ...messageLines(news.message),
          "",
          `Your plan and invoices: ${accountUrl}`,
          ...signOff,
        ].join("\n"),
      };
    case "new-subscriber":
      return {
        to: teamEmail,
        replyTo: plan.customerEmail,
        subject: `New ${plan.planName} subscriber: ${plan.businessName}`,
        text: [
          `${plan.customerName} (${plan.customerEmail}) started the ${plan.planName} plan at ${price}.`,
          "",
          `Business: ${plan.businessName}`,
          `Trade: ${plan.trade}`,
          `Service area: ${plan.serviceArea}`,
          `Phone: ${plan.phone}`,
          `Website or wished-for domain: ${plan.website || "none given"}`,
          `Logo: ${plan.hasLogo ? "uploaded (see the admin's subscribers page)" : "none uploaded"}`,
          "",
          "Call them within one business day to start the build.",
        ].join("\n"),
      };
  }
}
