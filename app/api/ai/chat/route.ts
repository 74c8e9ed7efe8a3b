import { NextResponse } from "next/server";
import { CHAT_FAILED, chatReply, chatReplyStream } from "@/lib/ai/chat";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { textEventStream } from "@/lib/http/event-stream";
import { requestId } from "@/lib/http/request-id";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { chatRequestSchema } from "@/lib/validation/chat";

// Node, up to 60 s (as in vercel.json): a streamed answer holds the function until its last chunk.
export const runtime = "nodejs";
export const maxDuration = 60;

/** SPEC §7: `{ response }`, or with `Accept: text/event-stream` the reply as it is written. */
export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.ai, clientIp(request));
  const input = await readJson(request, chatRequestSchema);
  const streaming = (request.headers.get("accept") ?? "").includes("text/event-stream");
  if (!streaming) return NextResponse.json({ response: await chatReply(input, requestId(request)) });
  return textEventStream(await chatReplyStream(input, request.signal, requestId(request)), CHAT_FAILED);
});
