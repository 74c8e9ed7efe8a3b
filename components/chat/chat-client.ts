import { CHAT_CONTEXT } from "@/lib/ai/chat-config";
import type { ChatTurn } from "@/lib/validation/chat";

/** A failure the visitor should read as the server wrote it (a message too long, too many questions). */
export class ReadableChatError extends Error {
  override name = "ReadableChatError";
}

const READABLE_STATUSES = new Set([400, 413, 429]);

type StreamEvent = { event: string; data: string };

function parseEvent(block: string): StreamEvent {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
  }
  return { event, data: data.join("\n") };
}

/**
 * POST /api/ai/chat as a stream of server-sent events: `onText` gets the reply so far after each
 * piece; resolves with the whole reply. Throws ReadableChatError for the server's own 4xx
 * messages, and an Error in the "status: text" form (docs/product.md#messages) for anything else.
 */
export async function requestReply(message: string, history: ChatTurn[], onText: (soFar: string) => void, signal: AbortSignal): Promise<string> {
  const response = await fetch("/api/ai/chat", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({ message, context: CHAT_CONTEXT, history }),
    signal,
  });
  if (!response.ok) {
    const text = await response.text();
    const error = (() => {
      try {
        return (JSON.parse(text) as { error?: unknown }).error;
      } catch {
        return undefined;
      }
    })();
    if (READABLE_STATUSES.has(response.status) && typeof error === "string") throw new ReadableChatError(error);
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  if (!response.body) throw new Error("Failed to get AI response");

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let reply = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("Failed to get AI response");
    buffer += value;
    const blocks = buffer.split("\n\n");
    buffer = blocks.pop() ?? "";
    for (const { event, data } of blocks.map(parseEvent)) {
      if (event === "done") return reply;
      if (event === "error") throw new Error("Failed to get AI response");
      const delta = (JSON.parse(data) as { delta?: unknown }).delta;
      if (typeof delta === "string") {
        reply += delta;
        onText(reply);
      }
    }
  }
}
