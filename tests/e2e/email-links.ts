import { expect, SERVER } from "./fixtures";
import { db } from "./orders-db";

/** The confirmation link of the latest "Confirm your email" message to this address, as the outbox (offline mail) holds it: its path. */
export async function emailedVerificationPath(email: string, count = 1): Promise<string> {
  const sent = { to: email, subject: { startsWith: "Confirm your email" } };
  await expect.poll(() => db().outgoingEmail.count({ where: sent }), SERVER).toBeGreaterThanOrEqual(count);
  const { text } = await db().outgoingEmail.findFirstOrThrow({ where: sent, orderBy: { createdAt: "desc" } });
  const link = new URL(/https?:\/\/\S+\/verify-email\?token=\S+/.exec(text)![0]);
  return `${link.pathname}${link.search}`;
}
