import { formatCents } from "@/lib/money";
import { formatLongDate } from "@/lib/time";
import type { QuoteItem } from "@/lib/validation/print-quote";
import type { EmailMessage } from "./index";

type EmailQuote = {
  quoteRequestId: number;
  contactPerson: string;
  email: string;
  product: string;
  items: QuoteItem[];
  note: string | null;
  total: number;
  expiresAt: Date;
};

const itemLines = (items: QuoteItem[]) =>
  items.map((item) => `${item.description} (qty ${item.quantity.toLocaleString("en-US")}) — ${formatCents(item.amount)}`);

/** The priced quote with its link; the site's copy of the email keeps no working link. */
export function quoteLinkEmail(quote: EmailQuote, link: string, supportEmail: string): EmailMessage {
  const text = (withLink: string) =>
    [
      `Hi ${quote.contactPerson.split(" ")[0] || "there"},`,
      "",
      `Here's your quote for ${quote.product} (request #${quote.quoteRequestId}):`,
      "",
      ...itemLines(quote.items),
      "",
      `Total: ${formatCents(quote.total)}`,
      ...(quote.note ? ["", quote.note] : []),
      "",
      "Accept and pay by card, or ask us a question, here:",
      withLink,
      "",
      `The quote is good until ${formatLongDate(quote.expiresAt)}. We start printing as soon as it's paid.`,
      "",
      `Questions? Reply to this email or write to ${supportEmail}.`,
      "The Viralize team",
    ].join("\n");
  return {
    to: quote.email,
    replyTo: supportEmail,
    subject: `Your Viralize print quote #${quote.quoteRequestId}: ${formatCents(quote.total)}`,
    text: text(link),
    recordedText: text("[the quote link, left out of this copy]"),
  };
}

/** A customer's question from the quote page, to the team. */
export function quoteQuestionEmail(
  teamEmail: string,
  question: { quoteRequestId: number; businessName: string; contactPerson: string; email: string; message: string },
): EmailMessage {
  return {
    to: teamEmail,
    replyTo: question.email,
    subject: `Question on print quote #${question.quoteRequestId} from ${question.businessName}`,
    text: [
      `${question.contactPerson} (${question.email}) asks:`,
      "",
      question.message,
      "",
      "Answer it on the request's page in the admin, which emails your answer to the customer, or reply to this email.",
    ].join("\n"),
  };
}

/**
 * The shop's answer to a customer's question, with the question quoted and, while the quote can
 * still be paid, its link; the site's copy of the email keeps no working link.
 */
export function quoteAnswerEmail(
  answer: { quoteRequestId: number; contactPerson: string; email: string; question: string; message: string; link: string | null },
  supportEmail: string,
): EmailMessage {
  const text = (withLink: string | null) =>
    [
      `Hi ${answer.contactPerson.split(" ")[0] || "there"},`,
      "",
      `You asked about your print quote #${answer.quoteRequestId}:`,
      "",
      ...answer.question.split("\n").map((line) => `> ${line}`),
      "",
      answer.message,
      ...(withLink ? ["", "Your quote, to accept and pay or to ask another question:", withLink] : []),
      "",
      `Questions? Reply to this email or write to ${supportEmail}.`,
      "The Viralize team",
    ].join("\n");
  return {
    to: answer.email,
    replyTo: supportEmail,
    subject: `Re: your question on Viralize print quote #${answer.quoteRequestId}`,
    text: text(answer.link),
    ...(answer.link ? { recordedText: text("[the quote link, left out of this copy]") } : {}),
  };
}

/**
 * The receipt for a paid quote: its print order's number (P-1042, which /orders/lookup finds with
 * the email), where it ships, and the link where its status shows.
 */
export function quotePaidEmail(
  quote: EmailQuote,
  printOrder: { number: string; shippingAddress: string | null },
  link: string,
  supportEmail: string,
): EmailMessage {
  const text = (withLink: string) =>
    [
      `Hi ${quote.contactPerson.split(" ")[0] || "there"},`,
      "",
      `Thanks: your payment of ${formatCents(quote.total)} for print quote #${quote.quoteRequestId} went through. Your job is in our print queue.`,
      `Your print order number is ${printOrder.number}.`,
      "",
      ...itemLines(quote.items),
      ...(printOrder.shippingAddress ? ["", "Shipping to:", printOrder.shippingAddress] : []),
      "",
      `Follow your print order here: ${withLink}`,
      "",
      `Questions? Reply to this email or write to ${supportEmail}.`,
      "The Viralize team",
    ].join("\n");
  return {
    to: quote.email,
    replyTo: supportEmail,
    subject: `Paid: Viralize print order ${printOrder.number} (quote #${quote.quoteRequestId})`,
    text: text(link),
    recordedText: text("[the quote link, left out of this copy]"),
  };
}

/**
 * One refund of a print order's payment: this refund's amount, not a running total, and the
 * admin's message to the customer as its own paragraph when there is one.
 */
export function printRefundEmail(
  order: { number: string; quoteRequestId: number; contactPerson: string; email: string; total: number; refund: number; message: string | null },
  supportEmail: string,
): EmailMessage {
  return {
    to: order.email,
    replyTo: supportEmail,
    subject: `Refund for your Viralize print order ${order.number}`,
    text: [
      `Hi ${order.contactPerson.split(" ")[0] || "there"},`,
      "",
      `We've refunded ${formatCents(order.refund)} of your print order ${order.number} (quote #${order.quoteRequestId}, total ${formatCents(order.total)}).`,
      "It goes back to the card you paid with; banks take 5 to 10 business days to show it.",
      ...(order.message ? ["", order.message] : []),
      "",
      `Questions? Reply to this email or write to ${supportEmail}.`,
      "The Viralize team",
    ].join("\n"),
  };
}
