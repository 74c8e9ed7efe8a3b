import "server-only";
import nodemailer from "nodemailer";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { areaLogger, maskEmail } from "@/lib/log";

/**
 * `recordedText`, when given, is what the OutgoingEmail row keeps of an email SMTP delivered (a
 * password reset email without its one-time link): in outbox mode the row is the delivery, so it
 * keeps the text itself.
 */
export type EmailMessage = { to: string; subject: string; text: string; replyTo?: string; recordedText?: string };

type Transport = { name: "outbox" | "smtp"; deliver(message: EmailMessage & { from: string }): Promise<void> };

let smtp: nodemailer.Transporter | undefined;

/**
 * SMTP_URL with a timeout on every stage (connect, greeting, each command), so a mail server
 * that hangs holds the job sending the email for seconds, not minutes. With a URL,
 * nodemailer takes transport options only from its query string.
 */
function smtpUrl(url: string, timeoutMs: number): string {
  const withTimeouts = new URL(url);
  for (const option of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) withTimeouts.searchParams.set(option, String(timeoutMs));
  return withTimeouts.toString();
}

/** The text an OutgoingEmail row keeps of this message. */
function recordedText(message: EmailMessage): string {
  return env().MAIL_PROVIDER === "smtp" && message.recordedText !== undefined ? message.recordedText : message.text;
}

function transport(): Transport {
  const config = env();
  if (config.MAIL_PROVIDER === "smtp") {
    smtp ??= nodemailer.createTransport(smtpUrl(config.SMTP_URL!, config.SMTP_TIMEOUT_MS));
    const transporter = smtp;
    return { name: "smtp", deliver: async (message) => void (await transporter.sendMail(message)) };
  }
  // Offline: the OutgoingEmail row is the delivery; the admin reads it.
  return { name: "outbox", deliver: async () => undefined };
}

/**
 * Delivers an email through the configured provider: the status its OutgoingEmail row takes
 * (outbox, sent or failed) and the error. A failed delivery is logged and answered, not thrown.
 */
async function deliverEmail(message: EmailMessage): Promise<{ status: "outbox" | "sent" | "failed"; error: string | null }> {
  const provider = transport();
  try {
    const email = { ...message, from: env().MAIL_FROM };
    delete email.recordedText;
    await provider.deliver(email);
    return { status: provider.name === "smtp" ? "sent" : "outbox", error: null };
  } catch (cause) {
    const error = cause instanceof Error ? cause.message : String(cause);
    // Subject and masked recipient only: never the body.
    areaLogger("mail").error({ provider: provider.name, subject: message.subject, to: maskEmail(message.to), reason: error }, "Email delivery failed");
    return { status: "failed", error };
  }
}

// Two-key advisory lock space for sending one email (the second key is its dedupeKey's hash).
const EMAIL_LOCK = 72_707_371;

/**
 * Sends an email at most once per dedupeKey (e.g. order-12-confirmation), for jobs that may run
 * twice, in this process or another. Answers false when it was already sent; a failed delivery is
 * recorded and thrown, so the job retries it. The send holds the key's lock (a transaction-level
 * advisory lock): a second run waits for the first and then finds it sent, and a run whose
 * process dies mid-send leaves neither lock nor row behind, so the job's next run sends it.
 */
export async function sendEmailOnce(dedupeKey: string, message: EmailMessage, orderId?: number): Promise<boolean> {
  const outcome = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${dedupeKey}))`;
      const earlier = await tx.outgoingEmail.findUnique({ where: { dedupeKey }, select: { status: true } });
      if (earlier?.status === "sent" || earlier?.status === "outbox") return null;
      const delivered = await deliverEmail(message);
      const email = {
        to: message.to,
        from: env().MAIL_FROM,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: recordedText(message),
        status: delivered.status,
        error: delivered.error,
      };
      await tx.outgoingEmail.upsert({ where: { dedupeKey }, create: { dedupeKey, orderId, ...email }, update: { ...email, createdAt: new Date() } });
      return delivered;
    },
    // Long enough for the mail server's timeouts, each stage of them.
    { maxWait: 10_000, timeout: 90_000 },
  );
  if (!outcome) return false;
  if (outcome.status === "failed") throw new Error(`The email "${message.subject}" to ${maskEmail(message.to)} could not be delivered: ${outcome.error}`);
  return true;
}
