import "server-only";
import { z } from "@/lib/validation/zod";
import { reserveAiTokens } from "./budget";
import { writeDescription, type DescriptionRequest } from "./description-writer";
import { openAiFromEnv, providerDeadline } from "./openai";

const text = (label: string) => z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(200, `${label} is at most 200 characters.`);

/** POST /api/ai/product-description (SPEC §3). */
export const productDescriptionSchema = z.object({
  productName: text("productName"),
  productType: text("productType"),
  targetAudience: text("targetAudience"),
  businessType: text("businessType"),
});

const DESCRIPTION_MAX_TOKENS = 220;

/** A product description: OpenAI live (within the daily AI budget), the template writer offline. */
export async function describeProduct(request: DescriptionRequest): Promise<string> {
  const openai = openAiFromEnv();
  if (!openai) return writeDescription(request);
  const messages = [
    {
      role: "system" as const,
      content:
        "You write product descriptions for branded merchandise sold to trade contractors. Plain, confident, concrete; 2 to 4 short sentences; no hype words, no emojis, no headings, no prices or claims you cannot know.",
    },
    {
      role: "user" as const,
      content: `Product: ${request.productName}\nType: ${request.productType}\nAudience: ${request.targetAudience}\nBusiness: ${request.businessType}`,
    },
  ];
  await reserveAiTokens(JSON.stringify(messages), DESCRIPTION_MAX_TOKENS);
  const completion = await openai.client.chat.completions.create(
    { model: openai.model, temperature: 0.9, max_tokens: DESCRIPTION_MAX_TOKENS, messages },
    { signal: providerDeadline(openai.timeoutMs) },
  );
  const description = completion.choices[0]?.message.content?.trim();
  if (!description) throw new Error("The AI provider returned no description.");
  return description;
}
