/**
 * Throughput and latency under load (autocannon). The trivial /api/health handler is measured
 * before the first target and after every target, and each target is compared with the mean of
 * the two health runs around it, so the ratio holds even while a shared machine's load drifts.
 */
import autocannon from "autocannon";
import { CHROME_ACCEPT_ENCODING } from "../raw-get";
import { round } from "./stats";

export type Throughput = { requestsPerSec: number; p50Ms: number; p99Ms: number; requests: number; non2xx: number; errors: number };
export type ThroughputResult = {
  path: string;
  status: number;
  /** Where Next says the answer came from (x-nextjs-cache: HIT means a prerendered page). */
  cache: string | null;
  target: Throughput;
  /** The health runs just before and just after the target. */
  health: [Throughput, Throughput];
  /** Target requests per second ÷ the mean of the two health runs. */
  ratio: number;
};

// What Chrome asks for: server.js answers with brotli, and that cost is part of a page.
const HEADERS = { "accept-encoding": CHROME_ACCEPT_ENCODING };

async function hammer(url: string, connections: number, durationSec: number): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: durationSec, headers: HEADERS });
  return {
    requestsPerSec: round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function measureThroughput(baseUrl: string, paths: string[], options: { connections: number; durationSec: number }): Promise<ThroughputResult[]> {
  const health = () => hammer(`${baseUrl}/api/health`, options.connections, options.durationSec);
  const results: ThroughputResult[] = [];
  let before = await health();
  for (const path of paths) {
    // One request first: it warms the route (and renders an ISR page not yet generated).
    const probe = await fetch(`${baseUrl}${path}`, { headers: HEADERS });
    await probe.arrayBuffer();
    const cache = probe.headers.get("x-nextjs-cache");
    if (!probe.ok) {
      console.log(`  ${path}: ${probe.status}, not measured`);
      const none = { requestsPerSec: 0, p50Ms: 0, p99Ms: 0, requests: 0, non2xx: 0, errors: 0 };
      results.push({ path, status: probe.status, cache, target: none, health: [before, before], ratio: 0 });
      continue;
    }
    const target = await hammer(`${baseUrl}${path}`, options.connections, options.durationSec);
    const after = await health();
    const ratio = round(target.requestsPerSec / ((before.requestsPerSec + after.requestsPerSec) / 2), 2);
    console.log(`  ${path}: ${target.requestsPerSec} req/s (health ${before.requestsPerSec} / ${after.requestsPerSec}), p50 ${target.p50Ms} ms, p99 ${target.p99Ms} ms, ratio ${ratio}`);
    results.push({ path, status: probe.status, cache, target, health: [before, after], ratio });
    before = after;
  }
  return results;
}
