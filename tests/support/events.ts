export type ServerEvent = { event: string; data: unknown };

/** Reads a whole server-sent-event response into its events (`message` when unnamed). */
export async function readEvents(response: Response): Promise<ServerEvent[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((line) => line.startsWith("event: "))?.slice(7) ?? "message";
      const data = lines
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** The text of a chat stream's deltas, in order. */
export function deltaText(events: ServerEvent[]): string {
  return events
    .filter((e) => e.event === "message")
    .map((e) => (e.data as { delta: string }).delta)
    .join("");
}
