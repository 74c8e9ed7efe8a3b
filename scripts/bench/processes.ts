/**
 * One process against every core: the same build and database served by one process
 * (WEB_CONCURRENCY=1, which works the jobs too, as the server ran before it used every core) and by
 * the production start's default (a web process per core and a job process, server-processes.js),
 * each started on its own and given the same load one after the other: the trivial handler and
 * pages (autocannon), then a short visitor run. Both go straight to the app, without nginx.
 */
import os from "node:os";
import { freePort } from "../free-port";
import { start } from "./server";
import { round } from "./stats";
import { measureThroughput, type ThroughputResult } from "./throughput";
import { runVisitors, type Catalogue, type LoadOptions, type LoadResult } from "./visitors";

export type ProcessShape = { label: string; webProcesses: number; jobProcess: boolean; throughput: ThroughputResult[]; load: LoadResult };

const SHAPES = [
  { label: "one process", settings: { WEB_CONCURRENCY: "1" } },
  // server-processes.js: as many web processes as the cores Node sees, and a job process.
  { label: "a web process per core and a job process (default)", settings: { WEB_CONCURRENCY: String(os.availableParallelism()) } },
];

export async function compareProcessShapes(
  env: Record<string, string>,
  catalogue: Catalogue,
  { paths, autocannon, load }: { paths: string[]; autocannon: { connections: number; durationSec: number }; load: LoadOptions },
): Promise<ProcessShape[]> {
  const shapes: ProcessShape[] = [];
  for (const { label, settings } of SHAPES) {
    const port = await freePort();
    const server = await start({ ...env, ...settings, JOBS_WORKER: "on", SITE_URL: `http://127.0.0.1:${port}` }, port);
    try {
      console.log(`\nWeb processes: ${label} at ${server.baseUrl}`);
      const throughput = await measureThroughput(server.baseUrl, paths, autocannon);
      const visitors = await runVisitors(server.baseUrl, catalogue, load);
      console.log(`  ${visitors.visitors} visitors: ${visitors.requests} requests, ${visitors.errors} errors, p50 ${visitors.overall.p50Ms} ms, p99 ${visitors.overall.p99Ms} ms`);
      const webProcesses = Number(settings.WEB_CONCURRENCY);
      shapes.push({ label, webProcesses, jobProcess: webProcesses > 1, throughput, load: visitors });
    } finally {
      await server.stop();
    }
  }
  return shapes;
}

/** /api/health's requests a second, the mean of its runs around the pages. */
const meanHealth = (shape: ProcessShape) => {
  const runs = shape.throughput.flatMap((result) => result.health.map((health) => health.requestsPerSec));
  return runs.length ? round(runs.reduce((sum, value) => sum + value, 0) / runs.length) : "–";
};
const rate = (shape: ProcessShape, path: string) => shape.throughput.find((result) => result.path === path)?.target.requestsPerSec ?? "–";
const latency = (shape: ProcessShape, kind: string) => {
  const measured = shape.load.byKind[kind];
  return measured ? `${measured.p50Ms} / ${measured.p99Ms}` : "–";
};

/** The section of bench/RESULTS.md. */
export function processLines(shapes: ProcessShape[], table: (header: string[], rows: (string | number)[][]) => string): string[] {
  if (shapes.length === 0) return [];
  const paths = shapes[0]!.throughput.map((result) => result.path);
  const { visitors, durationSec } = shapes[0]!.load;
  return [
    "## Web processes (same build and database, one shape after the other, straight to the app)",
    "",
    `Each shape started on its own, then measured with autocannon (as above, /api/health before and after each page) and ${visitors} visitors for ${durationSec} s (as the load run). On a shared machine both drift with its load; compare the rows, not other runs.`,
    "",
    table(
      ["Shape", "/api/health req/s", ...paths.map((path) => `${path} req/s`), "Visitor requests", "Errors", "Orders", "page p50 / p99 ms", "checkout p50 / p99 ms", "chat p50 / p99 ms"],
      shapes.map((shape) => [
        shape.label,
        meanHealth(shape),
        ...paths.map((path) => rate(shape, path)),
        shape.load.requests,
        shape.load.errors,
        shape.load.checkouts,
        latency(shape, "page"),
        latency(shape, "checkout"),
        latency(shape, "chat"),
      ]),
    ),
    "",
  ];
}
