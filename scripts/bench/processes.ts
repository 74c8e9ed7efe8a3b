/**
 * One process against every core: the same build and database served by one process
 * (WEB_CONCURRENCY=1, which works the jobs too, as the server ran before it used every core) and by
 * the production start's default (a web process per core and a job process, server-processes.js),
 * each started on its own and given the same load one after the other: the trivial handler and
 * pages (autocannon, against the empty app's page as everywhere in the bench), then a visitor run.
 * Both go straight to the app, without nginx.
 */
import os from "node:os";
import { freePort } from "../free-port";
import { start } from "./server";
import { measureThroughput, type ThroughputOptions, type ThroughputResult } from "./throughput";
import { runVisitorsApart, type Catalogue, type LoadOptions, type LoadResult } from "./visitors";

export type ProcessShape = { label: string; webProcesses: number; jobProcess: boolean; throughput: ThroughputResult[]; load: LoadResult };

const SHAPES = [
  { label: "one process", settings: { WEB_CONCURRENCY: "1" } },
  // server-processes.js: as many web processes as the cores Node sees, and a job process.
  { label: "a web process per core and a job process (default)", settings: { WEB_CONCURRENCY: String(os.availableParallelism()) } },
];

export async function compareProcessShapes(
  env: Record<string, string>,
  catalogue: Catalogue,
  { paths, autocannon, load }: { paths: string[]; autocannon: ThroughputOptions; load: LoadOptions },
): Promise<ProcessShape[]> {
  const shapes: ProcessShape[] = [];
  for (const { label, settings } of SHAPES) {
    const port = await freePort();
    const server = await start({ ...env, ...settings, JOBS_WORKER: "on", SITE_URL: `http://127.0.0.1:${port}` }, port);
    try {
      console.log(`\nWeb processes: ${label} at ${server.baseUrl}`);
      // No pid: with more than one process, the first one's CPU time would not be the server's.
      const throughput = await measureThroughput({ baseUrl: server.baseUrl }, paths, autocannon);
      const visitors = await runVisitorsApart(server.baseUrl, `${label}, straight (no nginx)`, catalogue, load);
      console.log(
        `  ${visitors.visitors} visitors: ${visitors.requests} requests, ${visitors.errors} errors, p50 ${visitors.overall.p50Ms} ms, p99 ${visitors.overall.p99Ms} ms`,
      );
      const webProcesses = Number(settings.WEB_CONCURRENCY);
      shapes.push({ label, webProcesses, jobProcess: webProcesses > 1, throughput, load: visitors });
    } finally {
      await server.stop();
    }
  }
  return shapes;
}

/** A target's requests a second, and its ratio to the empty app's page around it. */
const rate = (shape: ProcessShape, path: string) => {
  const result = shape.throughput.find((measured) => measured.path === path);
  return result ? `${result.target.requestsPerSec} (${result.ratio.toFixed(2)})` : "–";
};
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
    `Each shape started on its own, then measured with autocannon (as above: in brackets, the ratio to the empty app's page measured before and after each target) and ${visitors} visitors for ${durationSec} s (as the load run, but straight). On a shared machine both drift with its load; compare the rows, not other runs.`,
    "",
    table(
      [
        "Shape",
        ...paths.map((path) => `${path} req/s (ratio)`),
        "Visitor requests",
        "Errors",
        "Orders",
        "page p50 / p99 ms",
        "checkout p50 / p99 ms",
        "chat p50 / p99 ms",
      ],
      shapes.map((shape) => [
        shape.label,
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
