import "server-only";
import { areaLogger } from "@/lib/log";

const encoder = new TextEncoder();

function event(name: string | null, data: unknown): Uint8Array {
  return encoder.encode(`${name ? `event: ${name}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
}

/**
 * Server-sent events of text pieces: `data: {"delta": "..."}` for each, then `event: done`.
 * A failure after the stream has started can no longer change the status code, so it ends the
 * stream with `event: error` and `data: {"error": errorMessage}`. A visitor who leaves mid-answer
 * cancels the stream: the pieces stop, and the piece that was on its way is dropped, not logged.
 */
export function textEventStream(pieces: AsyncIterable<string>, errorMessage: string): Response {
  const iterator = pieces[Symbol.asyncIterator]();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (cancelled) return;
        if (next.done) {
          controller.enqueue(event("done", {}));
          controller.close();
        } else {
          controller.enqueue(event(null, { delta: next.value }));
        }
      } catch (error) {
        if (cancelled) return;
        areaLogger("http").error({ reason: (error as Error).message }, "Event stream failed after it started");
        controller.enqueue(event("error", { error: errorMessage }));
        controller.close();
      }
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" },
  });
}
