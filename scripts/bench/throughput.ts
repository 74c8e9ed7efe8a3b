/**
 * Throughput and latency under load (autocannon), read against the framework's floor: the empty
 * Next app's page (empty-app.ts) is measured before the first target and after every target, and
 * each target is compared with the mean of the two runs around it, so the ratio holds even while a
 * shared machine's load drifts. Each server's CPU time per request is read too (from /proc): it
 * moves far less than requests a second when other work shares the cores.
 */
import fs from "node:fs";
import autocannon from "autocannon";
import { CHROME_ACCEPT_ENCODING } from "../raw-get";
import { round } from "./stats";

export type Throughput = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (user and system) per request answered, in ms; null where it could not be read. */
  cpuMsPerRequest: number | null;
};
export type ThroughputResult = {
  path: string;
  status: number;
  /** Where Next says the answer came from (x-nextjs-cache: HIT means a prerendered page). */
  cache: string | null;
  target: Throughput;
  /** The empty app's page just before and just after the target. */
  reference: [Throughput, Throughput];
  /** Target requests per second ÷ the mean of the two reference runs. */
  ratio: number;
};

/** A server to load: where it answers, and its process (for CPU time; none through nginx). */
export type Target = { baseUrl: string; pid?: number };

// What Chrome asks for: server.js answers with brotli, and that cost is part of a page.
const HEADERS = { "accept-encoding": CHROME_ACCEPT_ENCODING };
const CLOCK_TICKS_PER_SECOND = 100;

/** The process's CPU time so far in ms (user + system, /proc/<pid>/stat), or null off Linux. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function hammer(target: Target, path: string, connections: number, durationSec: number): Promise<Throughput> {
  const before = cpuMs(target.pid);
  const result = await autocannon({ url: `${target.baseUrl}${path}`, connections, duration: durationSec, headers: HEADERS });
  const after = cpuMs(target.pid);
  const answered = result.requests.total;
  return {
    requestsPerSec: round(answered / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: answered,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: before === null || after === null || answered === 0 ? null : round((after - before) / answered, 2),
  };
}

export type ThroughputOptions = { connections: number; durationSec: number; reference: Target };

// Each target gets this much load, unmeasured, before its run: a route's first requests run its
// code before V8 has optimised it, which on a route not yet visited cost a third of its rate.
const WARM_UP_SEC = 2;

export async function measureThroughput(target: Target, paths: string[], options: ThroughputOptions): Promise<ThroughputResult[]> {
  const reference = () => hammer(options.reference, "/", options.connections, options.durationSec);
  const results: ThroughputResult[] = [];
  await hammer(options.reference, "/", options.connections, WARM_UP_SEC);
  let before = await reference();
  for (const path of paths) {
    // One request first: it renders an ISR page not yet generated, and says whether the path answers.
    const probe = await fetch(`${target.baseUrl}${path}`, { headers: HEADERS });
    await probe.arrayBuffer();
    const cache = probe.headers.get("x-nextjs-cache");
    if (!probe.ok) {
      console.log(`  ${path}: ${probe.status}, not measured`);
      const none = { requestsPerSec: 0, p50Ms: 0, p99Ms: 0, requests: 0, non2xx: 0, errors: 0, cpuMsPerRequest: null };
      results.push({ path, status: probe.status, cache, target: none, reference: [before, before], ratio: 0 });
      continue;
    }
    await hammer(target, path, options.connections, WARM_UP_SEC);
    const measured = await hammer(target, path, options.connections, options.durationSec);
    const after = await reference();
    const ratio = round(measured.requestsPerSec / ((before.requestsPerSec + after.requestsPerSec) / 2), 2);
    const cpu =
      measured.cpuMsPerRequest === null
        ? ""
        : `, ${measured.cpuMsPerRequest} ms CPU a request (empty app ${before.cpuMsPerRequest} / ${after.cpuMsPerRequest})`;
    console.log(
      `  ${path}: ${measured.requestsPerSec} req/s (empty app ${before.requestsPerSec} / ${after.requestsPerSec}), p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ratio ${ratio}${cpu}`,
    );
    results.push({ path, status: probe.status, cache, target: measured, reference: [before, after], ratio });
    before = after;
  }
  return results;
}
