import type { PlanEmailKind } from "@/lib/jobs/queues";
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
  /** The refund a "refunded" email is about, in cents. */
  refundAmount: number;
};

/** What each plan email says: the customer's welcome, card problem and refund, the team's new subscriber. */
export function planEmail(kind: PlanEmailKind, plan: EmailPlan, { supportEmail, teamEmail, siteUrl }: { supportEmail: string; teamEmail: string; siteUrl: string }): EmailMessage {
  const accountUrl = `${siteUrl.replace(/\/$/, "")}/account#your-plan`;
  const signOff = ["", `Questions? Reply to this email or write to ${supportEmail}.`, "The Viralize team"];
  const price = `${formatCents(plan.amount)} a month`;
  switch (kind) {
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
          "Your 30-day money-back guarantee starts today: cancel within 30 days and we refund your first payment in full. After that, cancel anytime and your plan runs to the end of the month you paid for.",
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
    case "refunded":
      return {
        to: plan.customerEmail,
        replyTo: supportEmail,
        subject: `Refund of ${formatCents(plan.refundAmount)} for your Viralize plan`,
        text: [
          `Hi ${plan.customerName},`,
          "",
          `We've refunded ${formatCents(plan.refundAmount)} of a payment for your ${plan.planName} plan. It goes back to the card you paid with; banks take 5 to 10 business days to show it.`,
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
