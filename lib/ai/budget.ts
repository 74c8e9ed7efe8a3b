import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { TooManyAttempts } from "@/lib/errors";
import { startOfNextStoreDay, storeDay } from "@/lib/time";

// A rough token count of text: English averages about four characters a token.
const tokensIn = (text: string) => Math.ceil(text.length / 4);

/**
 * Reserves a live AI call's tokens (its prompt plus the most it may answer) against the
 * site-wide daily budget (AI_DAILY_TOKEN_BUDGET, a day on the store's clock), in one statement so
 * parallel calls can't overshoot it together. Past the budget the call is refused with a friendly 429 and
 * nothing is sent to the provider. The offline assistant costs nothing and never asks.
 */
export async function reserveAiTokens(prompt: string, maxAnswerTokens: number): Promise<void> {
  const { AI_DAILY_TOKEN_BUDGET: budget, CONTACT_PHONE } = env();
  const tokens = tokensIn(prompt) + maxAnswerTokens;
  const now = new Date();
  const day = storeDay(now);
  const tomorrow = startOfNextStoreDay(now);
  const [bucket] = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${`ai-tokens:${day}`}, ${tokens}, ${tomorrow})
    ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitBucket"."count" + EXCLUDED."count"
    RETURNING "count"`;
  if ((bucket?.count ?? tokens) > budget) {
    throw new TooManyAttempts(
      `Our AI assistant has answered all it can for today. Please try again tomorrow, or call us at ${CONTACT_PHONE}: we're happy to help.`,
      Math.ceil((tomorrow.getTime() - Date.now()) / 1000),
    );
  }
}
