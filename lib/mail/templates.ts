import type { ContactInquiry, QuoteRequest } from "@/generated/prisma/client";
import { findPrintProduct } from "@/lib/content/print-products";
import { formatDateTimeSpecific } from "@/lib/time";
import type { EmailMessage } from "./index";

const lines = (entries: [string, string | number | undefined | null][]) =>
  entries
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");

/** A stored contact inquiry, for the team. */
export function contactInquiryEmail(teamEmail: string, inquiry: ContactInquiry): EmailMessage {
  return {
    to: teamEmail,
    replyTo: inquiry.email,
    subject: `New contact inquiry #${inquiry.id}: ${inquiry.businessName} (${inquiry.tradeType})`,
    text: [
      lines([
        ["Name", `${inquiry.firstName} ${inquiry.lastName}`],
        ["Business", inquiry.businessName],
        ["Trade", inquiry.tradeType],
        ["Email", inquiry.email],
        ["Phone", inquiry.phone],
      ]),
      "",
      inquiry.message,
    ].join("\n"),
  };
}

/** A stored print quote request with the names of its files, for the team. */
export function quoteRequestEmail(teamEmail: string, quote: QuoteRequest, files: { originalName: string }[]): EmailMessage {
  const product = findPrintProduct(quote.product)?.title ?? quote.product;
  return {
    to: teamEmail,
    replyTo: quote.email,
    subject: `New print quote request #${quote.id}: ${product} for ${quote.businessName}`,
    text: [
      lines([
        ["Product", product],
        ["Quantity", quote.quantity],
        ["Paper", quote.paper],
        ["Finish", quote.finish],
        ["Corners", quote.corners],
        ["Design", quote.designOption === "upload" ? "Customer's own design" : "Our template"],
        ["Files", files.map((f) => f.originalName).join(", ") || "none"],
      ]),
      "",
      lines([
        ["Business", quote.businessName],
        ["Contact", quote.contactPerson],
        ["Phone", quote.phone],
        ["Email", quote.email],
        ["Address", quote.address],
        ["Website", quote.website],
        ["Services", quote.services],
        ["Special requests", quote.specialRequests],
      ]),
      "",
      "Reply within 24 hours with pricing and next steps.",
    ].join("\n"),
  };
}

/** The "reset your password" email: the link, how long it works, and what to do if it wasn't you. */
export function passwordResetEmail({
  to,
  firstName,
  link,
  minutes,
  supportEmail,
}: {
  to: string;
  firstName: string | null;
  link: string;
  minutes: number;
  supportEmail: string;
}): EmailMessage {
  const text = (withLink: string) =>
    [
      `Hi ${firstName?.trim() || "there"},`,
      "",
      "Someone asked to reset the password of your Viralize account. If it was you, set a new one here:",
      "",
      withLink,
      "",
      `The link works once, for ${minutes} minutes. Setting a new password signs you out on every device.`,
      "",
      "Didn't ask for this? Ignore this email: your password stays as it is.",
      "",
      `Questions? Reply to this email or write to ${supportEmail}.`,
      "The Viralize team",
    ].join("\n");
  // The copy the site keeps of a sent email has no working link: only the person's inbox does.
  return {
    to,
    replyTo: supportEmail,
    subject: "Reset your Viralize password",
    text: text(link),
    recordedText: text("[the reset link, left out of this copy]"),
  };
}

/** For the admin: someone is guessing one account's password from several addresses. */
export function signInBurstEmail({
  to,
  account,
  failures,
  until,
  perAddress,
}: {
  to: string;
  account: string;
  failures: number;
  until: Date;
  perAddress: { usual: number; duringBurst: number };
}): EmailMessage {
  return {
    to,
    subject: `Many failed sign-ins for ${account}`,
    text: [
      `${failures} wrong passwords were tried for the account ${account} within an hour, from more than one address. Someone may be guessing its password.`,
      "",
      `Nothing is locked: whoever knows the password still signs in. Until ${formatDateTimeSpecific(until)}, each address gets ${perAddress.duringBurst} wrong passwords an hour for this account instead of ${perAddress.usual}.`,
      "",
      "If the account's password is short or used on other sites, ask its owner to change it. If it's your own account, change it from your account page.",
      "",
      "However long the guessing goes on, you get at most one email like this an hour for this account.",
    ].join("\n"),
  };
}

/**
 * "Confirm your email", after a sign-up or a plan start (planName: the plan waiting for its
 * payment). Opened signed out, the link asks for the account's password, so an account someone
 * registered with another person's address stays unconfirmed when that person clicks it.
 */
export function emailVerificationEmail({
  to,
  firstName,
  link,
  hours,
  planName,
  supportEmail,
}: {
  to: string;
  firstName: string | null;
  link: string;
  hours: number;
  planName: string | null;
  supportEmail: string;
}): EmailMessage {
  const text = (withLink: string) =>
    [
      `Hi ${firstName?.trim() || "there"},`,
      "",
      planName
        ? `Thanks for choosing the ${planName} plan. Confirm your email address, then pay for your first month:`
        : "Welcome to Viralize! Confirm your email address to finish setting up your account:",
      "",
      withLink,
      "",
      `The link works once, for ${hours} hours. If you're not logged in, you'll enter the password you chose.`,
      "",
      "Didn't sign up? Ignore this email: until the address is confirmed, the account can't see anything made with it.",
      "",
      `Questions? Reply to this email or write to ${supportEmail}.`,
      "The Viralize team",
    ].join("\n");
  const subject = planName ? `Confirm your email to start your ${planName} plan` : "Confirm your email for Viralize";
  return { to, replyTo: supportEmail, subject, text: text(link), recordedText: text("[the confirmation link, left out of this copy]") };
}

/**
 * To the owner of an address someone tried to sign up with (or start a plan with): no new
 * account was made, and here is how to get into the one they have.
 */
export function addressTakenEmail({
  to,
  firstName,
  siteUrl,
  planName,
  planPath,
  supportEmail,
}: {
  to: string;
  firstName: string | null;
  siteUrl: string;
  planName: string | null;
  planPath: string | null;
  supportEmail: string;
}): EmailMessage {
  const link = (path: string) => new URL(path, siteUrl).toString();
  return {
    to,
    replyTo: supportEmail,
    subject: "Someone tried to create a Viralize account with your email",
    text: [
      `Hi ${firstName?.trim() || "there"},`,
      "",
      `Someone, maybe you, tried to create a new Viralize account with this email address${planName ? ` to start the ${planName} plan` : ""}. You already have an account, so we didn't make another one.`,
      "",
      `Log in here: ${link("/login")}`,
      `Forgot your password? Set a new one: ${link("/forgot-password")}`,
      ...(planPath ? [`Once you're logged in, start your plan here: ${link(planPath)}`] : []),
      "",
      "Wasn't you? Ignore this email: nothing about your account has changed.",
      "",
      `Questions? Reply to this email or write to ${supportEmail}.`,
      "The Viralize team",
    ].join("\n"),
  };
}
