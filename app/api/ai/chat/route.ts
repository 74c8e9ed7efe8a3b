import { NextResponse } from "next/server";
import { chatReply, chatReplyStream } from "@/lib/ai/chat";
import { ApiError, apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { textEventStream } from "@/lib/http/event-stream";
import { requestId } from "@/lib/http/request-id";
import { areaLogger } from "@/lib/log";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { chatRequestSchema } from "@/lib/validation/chat";

// Node, up to 60 s (as in vercel.json): a streamed answer holds the function until its last chunk.
export const runtime = "nodejs";
export const maxDuration = 60;

/** SPEC §8's internal chat failure. */
const CHAT_FAILED = "Failed to get AI response";

/** SPEC §7: `{ response }`, or with `Accept: text/event-stream` the reply as it is written. */
export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.ai, clientIp(request));
  const input = await readJson(request, chatRequestSchema);
  const streaming = (request.headers.get("accept") ?? "").includes("text/event-stream");
  try {
    if (!streaming) return NextResponse.json({ response: await chatReply(input) });
    return textEventStream(await chatReplyStream(input, request.signal), CHAT_FAILED);
  } catch (error) {
    // The daily AI budget's friendly 429 goes to the visitor as it is.
    if (error instanceof ApiError) throw error;
    areaLogger("ai").error({ requestId: requestId(request), reason: (error as Error).message }, "AI chat failed");
    throw new ApiError(502, CHAT_FAILED);
  }
});
