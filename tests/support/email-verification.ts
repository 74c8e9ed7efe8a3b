import { expect } from "vitest";
import { POST as confirmRoute } from "@/app/api/auth/email-verification/confirm/route";
import { POST as newLinkRoute } from "@/app/api/auth/email-verification/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { prisma } from "@/lib/db";
import { workJobsUntil } from "./jobs";
import { freshIp, jsonRequest } from "./requests";

// Imports route handlers, which read the environment once: import this after setting it.

export const PASSWORD = "hammer-time";

/** Signs up through the route, as the /signup form does: the new account's email. */
export async function signedUp(email = `rosa-${crypto.randomUUID()}@example.com`): Promise<string> {
  const response = await signupRoute(jsonRequest("/api/auth/signup", { firstName: "Rosa", lastName: "Diaz", email, password: PASSWORD }));
  expect(response.status).toBe(202);
  return email;
}

/** Works the email job and reads the latest confirmation link sent to this address (the outbox keeps its text). */
export async function emailedVerificationLink(email: string, count = 1): Promise<{ link: string; token: string; text: string }> {
  const sent = { to: email, subject: { startsWith: "Confirm your email" } };
  await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: sent })) >= count);
  const mail = await prisma.outgoingEmail.findFirstOrThrow({ where: sent, orderBy: { createdAt: "desc" } });
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return { link: link!, token: new URL(link!).searchParams.get("token")!, text: mail.text };
}

/** POST /api/auth/email-verification/confirm, with the browser's cookie when it has one. */
export function confirmEmail(body: unknown, { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {}): Promise<Response> {
  return confirmRoute(jsonRequest("/api/auth/email-verification/confirm", body, { ip, headers: cookie ? { cookie } : {} }));
}

/** POST /api/auth/email-verification: the account page's "Send a new link". */
export function askForNewLink(cookie?: string): Promise<Response> {
  return newLinkRoute(jsonRequest("/api/auth/email-verification", {}, { headers: cookie ? { cookie } : {} }));
}
