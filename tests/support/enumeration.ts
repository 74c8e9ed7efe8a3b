import { expect } from "vitest";

/**
 * Sends the same request with a taken address (in capitals) and with a new one, and asserts
 * nothing tells them apart: the status, the body, the cookies, and neither answering before the
 * time floor that hides the new account's rows being written.
 */
export async function expectSameAnswerForTakenAndNew(takenEmail: string, send: (email: string) => Promise<Response>): Promise<void> {
  const timed = async (email: string) => {
    const started = performance.now();
    const response = await send(email);
    return { response, ms: performance.now() - started };
  };
  const taken = await timed(takenEmail.toUpperCase());
  const fresh = await timed(`fresh-${crypto.randomUUID()}@example.com`);
  expect(taken.response.status).toBe(fresh.response.status);
  expect(await taken.response.json()).toEqual(await fresh.response.json());
  expect(taken.response.headers.getSetCookie()).toEqual(fresh.response.headers.getSetCookie());
  expect(taken.ms).toBeGreaterThanOrEqual(250);
  expect(fresh.ms).toBeGreaterThanOrEqual(250);
}
