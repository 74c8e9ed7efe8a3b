import "server-only";
import nodemailer from "nodemailer";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";

export type EmailMessage = { to: string; subject: string; text: string; replyTo?: string };

type Transport = { name: "outbox" | "smtp"; deliver(message: EmailMessage & { from: string }): Promise<void> };

let smtp: nodemailer.Transporter | undefined;

function transport(): Transport {
  const config = env();
  if (config.MAIL_PROVIDER === "smtp") {
    smtp ??= nodemailer.createTransport(config.SMTP_URL!, { connectionTimeout: 10_000, socketTimeout: 20_000 });
    const transporter = smtp;
    return { name: "smtp", deliver: async (message) => void (await transporter.sendMail(message)) };
  }
  // Offline: the outbox row below is the delivery; the admin reads it.
  return { name: "outbox", deliver: async () => undefined };
}

/**
 * Sends an email through the configured provider and records it in OutgoingEmail either way
 * (status outbox, sent or failed). A failed delivery is recorded and reported, never thrown:
 * the request that caused the email has already succeeded.
 */
export async function sendEmail(message: EmailMessage): Promise<{ delivered: boolean }> {
  const from = env().MAIL_FROM;
  const provider = transport();
  let error: string | null = null;
  try {
    await provider.deliver({ ...message, from });
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
    console.error(`Email "${message.subject}" to ${message.to} failed:`, error);
  }
  await prisma.outgoingEmail.create({
    data: {
      to: message.to,
      from,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      status: error ? "failed" : provider.name === "smtp" ? "sent" : "outbox",
      error,
    },
  });
  return { delivered: error === null };
}
