/**
 * The load run: many visitors at once for a while, each slot running one visit after another.
 * Every visit is a new person who browses a few pages with a pause between them, and some buy
 * (sandbox checkout with the 4242 card) or ask the chat assistant. A visitor has an address of
 * its own, so per-visitor rate limits count as they would for real traffic: it connects from it
 * (a 127.x.y.z loopback address, which nginx adds to X-Forwarded-For) and names it in
 * X-Forwarded-For (which the app, trusting one proxy, reads when the bench talks to it straight).
 * It accepts compressed answers as a browser does, and reads a page's text only when it needs
 * its links: the load tool shares the machine's cores with the site it measures.
 */
import { fork } from "node:child_process";
import http from "node:http";
import zlib from "node:zlib";
import { percentile, round } from "./stats";

export type LoadOptions = {
  visitors: number;
  durationSec: number;
  thinkMs: [number, number];
  /**
   * Fewer visitors first, not measured: a site that has been running, as a crowd finds it (its
   * processes' code compiled by V8, the pages a visitor reaches rendered once, nginx's copies made).
   */
  warmUp?: { visitors: number; durationSec: number };
};
export type Latency = { requests: number; p50Ms: number; p99Ms: number };
export type LoadResult = LoadOptions & {
  /** What the visitors met: nginx with the lines of docs/deploying.md and the server behind it, or the app itself. */
  via: string;
  visits: number;
  requests: number;
  errors: number;
  /** Up to a few distinct failures, for finding the cause. */
  errorSamples: string[];
  overall: Latency;
  byKind: Record<string, Latency>;
  checkouts: number;
  /** Orders placed a second over the run. */
  checkoutsPerSec: number;
  chats: number;
  chatAvailable: boolean;
  /** What the warm-up asked and how much of it failed. */
  warmUpResult?: { requests: number; errors: number; errorSamples: string[] };
};

export type Catalogue = { productIds: number[]; variants: { productId: number; variantId: number }[]; blogSlugs: string[] };

const CUSTOMER = {
  firstName: "Load",
  lastName: "Tester",
  email: "load@example.com",
  phone: "555-0100",
  address: "1 Brick Rd",
  city: "Austin",
  state: "TX",
  zip: "73301",
  notes: "",
};

type Recorder = { latencies: Map<string, number[]>; errors: number; errorSamples: Set<string>; checkouts: number; chats: number };

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REQUEST_TIMEOUT_MS = 30_000;

/** A visitor's address for visit `id`: 127.0.0.0/8 is all loopback on Linux, so each one can be connected from. */
export const visitorAddress = (id: number) => `127.${1 + ((id >> 16) & 127)}.${(id >> 8) & 255}.${id & 255}`;

type Answer = { status: number; contentType: string; text: string };

/** The body as text, undoing the compression the server chose for it. */
function decode(body: Buffer, encoding: string): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(body).toString();
  return body.toString();
}

/**
 * One HTTP/1.1 request over the visitor's own connections. The body is read as text only when
 * `wanted` (or when the answer is an error, for the sample): a browser's page costs its bytes.
 */
function send(url: URL, agent: http.Agent, method: string, headers: Record<string, string>, wanted: boolean, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        const read = wanted || status < 200 || status > 299;
        const text = read ? decode(Buffer.concat(chunks), String(response.headers["content-encoding"] ?? "")) : "";
        resolve({ status, contentType: String(response.headers["content-type"] ?? ""), text });
      });
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.on("error", reject);
    request.end(body);
  });
}

class Visitor {
  readonly ip: string;
  private readonly agent: http.Agent;

  constructor(
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
    private readonly options: LoadOptions,
    id: number,
  ) {
    this.ip = visitorAddress(id);
    this.agent = new http.Agent({ keepAlive: true, localAddress: this.ip });
  }

  leave() {
    this.agent.destroy();
  }

  think() {
    const [min, max] = this.options.thinkMs;
    return sleep(min + Math.random() * (max - min));
  }

  /**
   * One request, timed and checked, as a browser asks (compressed, if the server will): the parsed
   * JSON body for API calls (those with a body), a page's text only when `read`. Null when it failed.
   */
  async request(kind: string, path: string, { body, read = body !== undefined }: { body?: unknown; read?: boolean } = {}): Promise<unknown> {
    const started = performance.now();
    try {
      const headers = {
        "x-forwarded-for": this.ip,
        "accept-encoding": "gzip, br",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      };
      const answer = await send(
        new URL(`${this.baseUrl}${path}`),
        this.agent,
        body === undefined ? "GET" : "POST",
        headers,
        read,
        body === undefined ? undefined : JSON.stringify(body),
      );
      const latencies = this.recorder.latencies.get(kind) ?? [];
      latencies.push(performance.now() - started);
      this.recorder.latencies.set(kind, latencies);
      if (answer.status < 200 || answer.status > 299) {
        this.fail(`${kind} ${path}: ${answer.status} ${answer.text.slice(0, 160)}`);
        return null;
      }
      return answer.contentType.includes("json") ? JSON.parse(answer.text) : answer.text;
    } catch (error) {
      this.fail(`${kind} ${path}: ${(error as Error).message}`);
      return null;
    }
  }

  private fail(message: string) {
    this.recorder.errors += 1;
    if (this.recorder.errorSamples.size < 10) this.recorder.errorSamples.add(message);
  }
}

type Journey = { weight: number; visit: (v: Visitor, c: Catalogue, r: Recorder) => Promise<void> };

function journeys(chatAvailable: boolean): Journey[] {
  const reader: Journey = {
    weight: 30,
    visit: async (v, c) => {
      await v.request("page", "/");
      await v.think();
      // A reader opens one of the posts the blog's page shows, as its Read More links do.
      const listing = await v.request("page", "/blog", { read: true });
      const shown = typeof listing === "string" ? [...listing.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((link) => link[1]!) : [];
      await v.think();
      await v.request("page", `/blog/${pick(shown.length > 0 ? shown : c.blogSlugs)}`);
    },
  };
  const prospect: Journey = {
    weight: 20,
    visit: async (v) => {
      await v.request("page", "/");
      await v.think();
      await v.request("page", "/print-shop");
      await v.think();
      await v.request("page", "/customize-order");
    },
  };
  const shopper: Journey = {
    weight: 25,
    visit: async (v, c) => {
      await v.request("page", "/store");
      await v.think();
      await v.request("page", `/product/${pick(c.productIds)}`);
      await v.think();
      await v.request("page", `/product/${pick(c.productIds)}`);
      await v.think();
      await v.request("page", "/checkout");
    },
  };
  const buyer: Journey = {
    weight: 15,
    visit: async (v, c, r) => {
      const line = pick(c.variants);
      await v.request("page", `/product/${line.productId}`);
      await v.think();
      await v.request("page", "/checkout");
      await v.think();
      const items = [{ productId: String(line.productId), variantId: String(line.variantId), quantity: 1 }];
      const intent = (await v.request("checkout", "/api/create-payment-intent", { body: { items, customerInfo: CUSTOMER } })) as {
        clientSecret: string;
        paymentIntentId: string;
      } | null;
      if (!intent) return;
      const paid = await v.request("checkout", "/api/payments/sandbox/confirm", {
        body: {
          clientSecret: intent.clientSecret,
          card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
        },
      });
      if (!paid) return;
      if (await v.request("checkout", "/api/create-order", { body: { items, customerInfo: CUSTOMER, paymentIntentId: intent.paymentIntentId } }))
        r.checkouts += 1;
    },
  };
  const chatter: Journey = {
    weight: 10,
    visit: async (v, _, r) => {
      await v.request("page", "/");
      await v.think();
      const question = "How fast can you build a website for my plumbing business?";
      const reply = (await v.request("chat", "/api/ai/chat", { body: { message: question, context: "home" } })) as { response?: string } | null;
      await v.think();
      const history = [
        { type: "user", content: question },
        { type: "assistant", content: reply?.response ?? "" },
      ];
      if (await v.request("chat", "/api/ai/chat", { body: { message: "And how much are business cards?", context: "home", history } })) r.chats += 1;
    },
  };
  return chatAvailable ? [reader, prospect, shopper, buyer, chatter] : [reader, prospect, shopper, buyer];
}

function chooseJourney(all: Journey[]): Journey {
  let roll = Math.random() * all.reduce((sum, j) => sum + j.weight, 0);
  for (const journey of all) {
    roll -= journey.weight;
    if (roll < 0) return journey;
  }
  return all[all.length - 1]!;
}

const summarise = (values: number[]): Latency => ({ requests: values.length, p50Ms: round(percentile(values, 50)), p99Ms: round(percentile(values, 99)) });

type Crowd = { recorder: Recorder; visits: number };

const timingsOf = (recorder: Recorder) => [...recorder.latencies.values()].flat();

/** `visitors` slots, each running one visit after another for `durationSec`; visit ids (and so addresses) from firstId. */
async function crowd(baseUrl: string, catalogue: Catalogue, all: Journey[], options: LoadOptions, firstId: number): Promise<Crowd> {
  const recorder: Recorder = { latencies: new Map(), errors: 0, errorSamples: new Set(), checkouts: 0, chats: 0 };
  const deadline = performance.now() + options.durationSec * 1000;
  let visits = 0;

  const slot = async (index: number) => {
    // Arrivals spread over the first seconds rather than all at the same instant.
    await sleep((index / options.visitors) * options.thinkMs[1]);
    while (performance.now() < deadline) {
      visits += 1;
      const visitor = new Visitor(baseUrl, recorder, options, firstId + visits);
      await chooseJourney(all).visit(visitor, catalogue, recorder);
      visitor.leave();
      await sleep(Math.random() * options.thinkMs[1]);
    }
  };
  await Promise.all(Array.from({ length: options.visitors }, (_, i) => slot(i)));
  return { recorder, visits };
}

export async function runVisitors(baseUrl: string, via: string, catalogue: Catalogue, options: LoadOptions): Promise<LoadResult> {
  const probe = await fetch(`${baseUrl}/api/ai/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
    body: "{}",
  });
  const chatAvailable = probe.status !== 404 && probe.status !== 405;
  const all = journeys(chatAvailable);
  const warm = options.warmUp ? await crowd(baseUrl, catalogue, all, { ...options, ...options.warmUp }, 0) : undefined;
  const { recorder, visits } = await crowd(baseUrl, catalogue, all, options, warm?.visits ?? 0);

  const every = timingsOf(recorder);
  return {
    ...options,
    via,
    visits,
    requests: every.length,
    errors: recorder.errors,
    errorSamples: [...recorder.errorSamples],
    overall: summarise(every),
    byKind: Object.fromEntries([...recorder.latencies].map(([kind, values]) => [kind, summarise(values)])),
    checkouts: recorder.checkouts,
    checkoutsPerSec: round(recorder.checkouts / options.durationSec, 2),
    chats: recorder.chats,
    chatAvailable,
    ...(warm && {
      warmUpResult: {
        requests: timingsOf(warm.recorder).length,
        errors: warm.recorder.errors,
        errorSamples: [...warm.recorder.errorSamples],
      },
    }),
  };
}

/** runVisitors in a process of its own (crowd-process.ts), its result sent back when it is done. */
export function runVisitorsApart(baseUrl: string, via: string, catalogue: Catalogue, options: LoadOptions): Promise<LoadResult> {
  const child = fork("scripts/bench/crowd-process.ts", { execArgv: process.execArgv, stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("message", (result) => resolve(result as LoadResult));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The visitors' process stopped (exit ${code}) before sending its result.`)));
    child.send({ baseUrl, via, catalogue, options });
  });
}
