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

/** The quote link of the latest quote email to this address, as the outbox (offline mail) holds it: its path. */
export async function emailedQuotePath(email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      text =
        (await db().outgoingEmail.findFirst({ where: { to: email, subject: { startsWith: "Your Viralize print quote" } }, orderBy: { createdAt: "desc" } }))
          ?.text ?? "";
      return text;
    }, SERVER)
    .toContain("/quotes/");
  return new URL(/https?:\/\/\S+\/quotes\/[A-Za-z0-9_-]+/.exec(text)![0]).pathname;
}
