import { z } from "@/lib/validation/zod";
import { MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS } from "@/lib/ai/chat-config";

const turn = z.object({
  type: z.enum(["user", "assistant"], { error: "Each earlier message needs a type of user or assistant." }),
  // Earlier turns are background: a long one is shortened rather than refused.
  content: z.string({ error: "Each earlier message needs its content." }).transform((text) => text.slice(0, MAX_MESSAGE_CHARS)),
});

/** POST /api/ai/chat (docs/api.md#post-apiaichat): the message and context, plus the recent turns of the conversation. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: "Type a message before sending." })
    .trim()
    .min(1, "Type a message before sending.")
    .max(MAX_MESSAGE_CHARS, `Messages can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters. Please shorten yours and try again.`),
  context: z.string({ error: "context must be text." }).trim().max(500, "context is at most 500 characters.").optional(),
  history: z
    .array(turn, { error: "history must be a list of earlier messages." })
    .default([])
    .transform((turns) => turns.slice(-MAX_HISTORY_TURNS)),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest["history"][number];
