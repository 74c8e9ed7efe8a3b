import { NextResponse } from "next/server";
import { CHAT_FAILED, chatReply, chatReplyStream } from "@/lib/ai/chat";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { textEventStream } from "@/lib/http/event-stream";
import { requestId } from "@/lib/http/request-id";
import { chatRequestSchema } from "@/lib/validation/chat";

// Node, up to 60 s (as in vercel.json): a streamed answer holds the function until its last chunk.
export const runtime = "nodejs";
export const maxDuration = 60;

/** docs/api.md#post-apiaichat: `{ response }`, or with `Accept: text/event-stream` the reply as it is written. */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, chatRequestSchema);
  const caller = { clientIp: clientIp(request), requestId: requestId(request) };
  const streaming = (request.headers.get("accept") ?? "").includes("text/event-stream");
  if (!streaming) return NextResponse.json({ response: await chatReply(input, caller) });
  return textEventStream(await chatReplyStream(input, request.signal, caller), CHAT_FAILED);
});
