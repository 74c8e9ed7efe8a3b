/**
 * Holds an answer until floorMs have passed since `started` (Date.now() when the request began),
 * so an answer that must not tell a known address from an unknown one (reset links, sign-ups)
 * doesn't tell them apart by how long the rows written for one of them took.
 */
export async function holdAnswerUntil(started: number, floorMs: number): Promise<void> {
  const wait = floorMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
