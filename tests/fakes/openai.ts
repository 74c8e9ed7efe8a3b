import { startFakeServer, type FakeResponse, type FakeServer } from "./http-server";

/** How the fake answers every chat completion until told otherwise (failures: `inject` FAULTS). */
export type OpenAiBehaviour =
  | { reply: string }
  /** Streams the pieces; `stall` keeps the stream open after them, silent. */
  | { stream: string[]; stall?: boolean };

export type ChatCompletionRequest = { model: string; stream?: boolean; messages: { role: string; content: string }[] };

export type FakeOpenAi = FakeServer & {
  /** The base URL to give the client (`OPENAI_BASE_URL`). */
  baseUrl: string;
  behave(behaviour: OpenAiBehaviour): void;
  /** The chat completion requests received, parsed. */
  completions(): ChatCompletionRequest[];
};

const chunk = (delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model: "gpt-fake", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function respond(behaviour: OpenAiBehaviour): FakeResponse {
  if ("stream" in behaviour) {
    const pieces = [chunk({ role: "assistant", content: "" }), ...behaviour.stream.map((content) => chunk({ content }))];
    return {
      headers: { "content-type": "text/event-stream" },
      pieces: behaviour.stall ? pieces : [...pieces, chunk({}, "stop"), "data: [DONE]\n\n"],
      pieceDelayMs: 5,
      stall: behaviour.stall,
    };
  }
  return {
    json: {
      id: "chatcmpl-fake",
      object: "chat.completion",
      created: 0,
      model: "gpt-fake",
      choices: [{ index: 0, message: { role: "assistant", content: behaviour.reply }, finish_reason: "stop" }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

/** OpenAI's chat completions API, plain and streamed. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: OpenAiBehaviour = { reply: "Hello from the fake." };
  const server = await startFakeServer(({ method, path }) => {
    if (method === "POST" && path === "/v1/chat/completions") return respond(behaviour);
    return { status: 404, json: { error: { message: `No route ${method} ${path}` } } };
  });
  return {
    ...server,
    baseUrl: `${server.url}/v1`,
    behave: (next) => {
      behaviour = next;
    },
    completions: () => server.requests.filter((r) => r.path === "/v1/chat/completions").map((r) => JSON.parse(r.body) as ChatCompletionRequest),
  };
}
