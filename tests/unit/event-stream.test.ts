import { afterEach, describe, expect, it, vi } from "vitest";
import { textEventStream } from "@/lib/http/event-stream";
import { capturedErrors } from "@/tests/support/log";

async function* pieces() {
  for (const piece of ["Hello", " there", " friend"]) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    yield piece;
  }
}

async function* failingPieces() {
  yield "Hello";
  throw new Error("model went away");
}

describe("textEventStream", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends each piece as a delta, then done", async () => {
    const text = await textEventStream(pieces(), "Sorry").text();
    expect(text).toBe('data: {"delta":"Hello"}\n\ndata: {"delta":" there"}\n\ndata: {"delta":" friend"}\n\nevent: done\ndata: {}\n\n');
  });

  it("ends with the error sentence, and logs the failure, when the pieces fail after the start", async () => {
    const errors = capturedErrors();
    const text = await textEventStream(failingPieces(), "Sorry, try again.").text();
    expect(text).toBe('data: {"delta":"Hello"}\n\nevent: error\ndata: {"error":"Sorry, try again."}\n\n');
    expect(errors).toHaveLength(1);
  });

  it("drops the piece on its way, and logs nothing, when the visitor leaves mid-answer", async () => {
    const errors = capturedErrors();
    let sendNext: () => void = () => {};
    const nextPieceReady = new Promise<void>((resolve) => (sendNext = resolve));
    let nowWaiting: () => void = () => {};
    const waitingForNextPiece = new Promise<void>((resolve) => (nowWaiting = resolve));
    async function* answer() {
      yield "Hello";
      nowWaiting();
      await nextPieceReady;
      yield " there";
    }
    const reader = textEventStream(answer(), "Sorry").body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: {"delta":"Hello"}\n\n');
    const pending = reader.read();
    await waitingForNextPiece;
    const leaving = reader.cancel();
    sendNext(); // an answer stops only once the piece it was waiting for arrives
    await leaving;
    await expect(pending).resolves.toMatchObject({ done: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toEqual([]);
  });
});
