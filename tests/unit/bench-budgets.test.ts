import { describe, expect, it } from "vitest";
import type { LighthouseResult } from "@/scripts/bench/lighthouse";
import { BUDGETS, budgetChecks, renderMarkdown, type BenchResults } from "@/scripts/bench/report";
import type { Throughput, ThroughputResult } from "@/scripts/bench/throughput";

const run = (p99Ms: number, requestsPerSec = 150): Throughput => ({
  requestsPerSec,
  p50Ms: p99Ms / 2,
  p99Ms,
  requests: requestsPerSec * 10,
  non2xx: 0,
  errors: 0,
  cpuMsPerRequest: 1.5,
});
const empty: [Throughput, Throughput] = [run(100, 700), run(100, 700)];
const page = (path: string, p99Ms: number, cache: string | null, ratio = 0.7): ThroughputResult => ({
  path,
  status: 200,
  cache,
  target: run(p99Ms),
  reference: empty,
  ratio,
});

/** A run with only throughput numbers: the app straight, and the same pages through nginx. */
function results(straight: ThroughputResult[], viaNginx: ThroughputResult[]): BenchResults {
  return {
    meta: {
      startedAt: "2026-11-25T00:00:00.000Z",
      finishedAt: "2026-11-25T00:10:00.000Z",
      mode: "quick",
      commit: "abc1234",
      node: "v20",
      cpus: 2,
      loadAverage: { start: [0, 0, 0], end: [0, 0, 0] },
      phaseLoad: {},
      lighthouseRuns: 0,
      lighthouseVia: "nginx",
      autocannon: { connections: 50, durationSec: 10 },
      server: "2 web processes and a job process",
      nextVersion: "16.4.6",
    },
    budgets: BUDGETS,
    floor: { path: "/", status: 200 },
    lighthouse: [],
    throughput: { pages: straight, apis: [], nginx: { version: "nginx/1.22.1", pages: viaNginx.map((p) => ({ ...p, nginxCache: { MISS: 1 } })) } },
    scale: { seedSeconds: 0, counts: {}, adminLists: [], adminOther: [], blog: [] },
    load: {
      visitors: 0,
      durationSec: 0,
      thinkMs: [0, 0],
      via: "nginx",
      visits: 0,
      requests: 0,
      errors: 0,
      errorSamples: [],
      overall: { requests: 0, p50Ms: 0, p99Ms: 0 },
      byKind: {},
      checkouts: 0,
      checkoutsPerSec: 0,
      chats: 0,
      chatAvailable: false,
    },
    queries: { statements: [] },
  };
}

const nginxCheck = (r: BenchResults, path: string) => budgetChecks(r).find((check) => check.name === `${path} p99 through nginx`);

describe("the bench's budget on nginx's slowest answers", () => {
  it("fails a page nginx holds in line (a cache lock on a page rendered per request) and passes one it passes straight through", () => {
    const r = results([page("/checkout", 932, null), page("/", 216, "HIT")], [page("/checkout", 5323, null), page("/", 30, "HIT")]);
    expect(nginxCheck(r, "/checkout")).toEqual({ name: "/checkout p99 through nginx", ok: false });
    expect(nginxCheck(r, "/")).toEqual({ name: "/ p99 through nginx", ok: true });
    expect(renderMarkdown(r, [])).toContain("| 5323 | 5.71× ❌ |");
  });

  it("fails a page that nginx answered but the app straight did not, since there is nothing to compare", () => {
    const r = results([{ ...page("/checkout", 0, null), status: 500 }], [page("/checkout", 300, null)]);
    expect(nginxCheck(r, "/checkout")?.ok).toBe(false);
  });

  it("adds no nginx check when nginx was not measured", () => {
    const r = {
      ...results([page("/checkout", 400, null)], []),
      throughput: { pages: [page("/checkout", 400, null)], apis: [], nginx: { skipped: "nginx not found" } },
    };
    expect(budgetChecks(r).some((check) => check.name.includes("through nginx"))).toBe(false);
  });
});

describe("the bench's Lighthouse table", () => {
  const scores = {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 1062,
    lcpMs: 1805,
    tbtMs: 14,
    cls: 0,
    hostCpuIndex: 2700,
    jsBytes: 0,
    jsBytesAll: 0,
  };
  const observed = { firstFrameMs: 280, loadMs: 336 };
  const mobile: LighthouseResult = {
    ...scores,
    performance: 99,
    fcpMs: 1087,
    lcpMs: 1832,
    runs: [
      {
        ...scores,
        performance: 99,
        fcpMs: 1125,
        lcpMs: 1838,
        shortfalls: [
          { metric: "FCP", score: 0.99 },
          { metric: "LCP", score: 0.98 },
        ],
        observed,
        lcpScriptBytes: 129_024,
      },
      {
        ...scores,
        performance: 99,
        fcpMs: 1087,
        lcpMs: 1832,
        shortfalls: [
          { metric: "LCP", score: 0.98 },
          { metric: "FCP", score: 0.99 },
        ],
        observed,
        lcpScriptBytes: 66_560,
      },
      { ...scores, shortfalls: [], observed, lcpScriptBytes: 28_672 },
    ],
    failing: { performance: [], accessibility: [], "best-practices": [], seo: [] },
    consoleErrors: [],
    unpaintedLoads: 0,
    scripts: [],
  };

  it("shows each page's FCP and, run by run, the metrics that cost points, worst first", () => {
    const r: BenchResults = {
      ...results([], []),
      floor: { path: "/", status: 200, mobile: { ...mobile, performance: 100 } },
      lighthouse: [{ path: "/", label: "home", status: 200, noindex: false, mobile }],
    };
    const row = renderMarkdown(r, [])
      .split("\n")
      .find((line) => line.startsWith("| `/` | mobile |"));
    expect(row).toContain("| 99 ✅ |");
    expect(row).toContain("| 1087 ms | 1832 ms (1.00× the empty app's ✅) | 14 ms | 0 | LCP 0.98, FCP 0.99 · LCP 0.98, FCP 0.99 · none | 2700 |");
  });

  it("lists the home page's and the empty app's mobile LCP run by run with the script KiB the simulation counted", () => {
    const empty: LighthouseResult = {
      ...mobile,
      runs: [
        { ...mobile.runs[2]!, lcpMs: 852, lcpScriptBytes: 0 },
        { ...mobile.runs[2]!, lcpMs: 1169, lcpScriptBytes: 56_320 },
      ],
    };
    const r: BenchResults = {
      ...results([], []),
      floor: { path: "/", status: 200, mobile: empty },
      lighthouse: [{ path: "/", label: "home", status: 200, noindex: false, mobile }],
    };
    expect(renderMarkdown(r, [])).toContain(
      "counted in it (those fetched before Chrome's first frame, but for one whose first run began after it): the empty app 852 ms (0), 1169 ms (55); `/` 1838 ms (126), 1832 ms (65), 1805 ms (28).",
    );
    expect(renderMarkdown({ ...r, floor: { path: "/", status: 500 } }, [])).not.toContain("Mobile LCP run by run");
  });

  it("marks a run whose first frame Chrome held past the load event, and counts such runs per preset", () => {
    // A frame tens of milliseconds after the load is an ordinary one: only the second-long hold counts.
    const held: LighthouseResult = {
      ...mobile,
      runs: [
        mobile.runs[0]!,
        { ...mobile.runs[1]!, observed: { firstFrameMs: 1257, loadMs: 415 } },
        { ...mobile.runs[2]!, observed: { firstFrameMs: 578, loadMs: 525 } },
      ],
    };
    const r: BenchResults = { ...results([], []), lighthouse: [{ path: "/", label: "home", status: 200, noindex: false, mobile: held, desktop: mobile }] };
    const markdown = renderMarkdown(r, []);
    expect(markdown).toContain("| LCP 0.98, FCP 0.99 · LCP 0.98, FCP 0.99 (first frame held to 1257 ms, load 415 ms) · none |");
    expect(markdown).toContain("First frame held: 1 of 3 mobile runs and 0 of 3 desktop runs had Chrome present");
    const unheld: BenchResults = { ...r, lighthouse: [{ path: "/", label: "home", status: 200, noindex: false, mobile, desktop: mobile }] };
    expect(renderMarkdown(unheld, [])).not.toContain("First frame held");
  });

  it("names the loads that were repeated because Chrome drew nothing", () => {
    const r: BenchResults = {
      ...results([], []),
      lighthouse: [{ path: "/", label: "home", status: 200, noindex: false, mobile: { ...mobile, unpaintedLoads: 1 }, desktop: mobile }],
    };
    expect(renderMarkdown(r, [])).toContain(
      "Loads repeated because Chrome drew nothing (Lighthouse's NO_FCP; scripts/bench/lighthouse.ts, loadUntilPainted): `/` mobile 1.",
    );
    expect(renderMarkdown({ ...r, lighthouse: [{ ...r.lighthouse[0]!, mobile }] }, [])).not.toContain("Loads repeated");
  });

  it("gives a page that did not answer a row as wide as the table, with its status", () => {
    const r: BenchResults = { ...results([], []), lighthouse: [{ path: "/store", label: "store", status: 500, noindex: false }] };
    const lines = renderMarkdown(r, []).split("\n");
    const header = lines.find((line) => line.startsWith("| Page | Preset |"))!;
    const row = lines.find((line) => line.startsWith("| `/store` | mobile |"))!;
    expect(row).toContain("| ❌ HTTP 500 |");
    expect(row.split(" | ")).toHaveLength(header.split(" | ").length);
  });

  it("holds accessibility and best practices in every run, not in the median, and names what the page logged", () => {
    const logged: LighthouseResult = {
      ...mobile,
      runs: [mobile.runs[0]!, { ...mobile.runs[1]!, bestPractices: 96 }, mobile.runs[2]!],
      failing: { ...mobile.failing, "best-practices": ["errors-in-console"] },
      consoleErrors: ["network: Failed to load resource: the server responded with a status of 404 (): https://shop.test/x.png"],
    };
    const r: BenchResults = { ...results([], []), lighthouse: [{ path: "/blog/post", label: "blog-post", status: 200, noindex: false, mobile: logged }] };
    expect(logged.bestPractices, "precondition: the median still scores 100, so only the one run's 96 can fail the check").toBe(100);
    expect(budgetChecks(r).find((check) => check.name === "/blog/post mobile best practices")?.ok).toBe(false);
    expect(budgetChecks(r).find((check) => check.name === "/blog/post mobile accessibility")?.ok).toBe(true);
    expect(renderMarkdown(r, [])).toContain(
      "  - console: network: Failed to load resource: the server responded with a status of 404 (): https://shop.test/x.png",
    );
  });
});

describe("the bench's budgets against the empty Next app measured in the same run", () => {
  const scores = {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 900,
    lcpMs: 1000,
    tbtMs: 100,
    cls: 0,
    hostCpuIndex: 2000,
    jsBytes: 0,
    jsBytesAll: 0,
  };
  const lighthouse = (performance: number, lcpMs = 1000): LighthouseResult => ({
    ...scores,
    performance,
    lcpMs,
    runs: [{ ...scores, performance, lcpMs, shortfalls: [], observed: { firstFrameMs: 300, loadMs: 320 }, lcpScriptBytes: 0 }],
    failing: { performance: [], accessibility: [], "best-practices": [], seo: [] },
    consoleErrors: [],
    unpaintedLoads: 0,
    scripts: [],
  });
  const withFloor = (floor: { mobile?: LighthouseResult; desktop?: LighthouseResult }, pages: BenchResults["lighthouse"]): BenchResults => ({
    ...results([], []),
    floor: { path: "/", status: 200, ...floor },
    lighthouse: pages,
  });
  const check = (r: BenchResults, name: string) => budgetChecks(r).find((c) => c.name === name)?.ok;

  it("holds a page's mobile score to the empty app's less two, and its desktop score to 100", () => {
    const store = (mobile: number, desktop: number) => [
      { path: "/store", label: "store", status: 200, noindex: false, mobile: lighthouse(mobile), desktop: lighthouse(desktop) },
    ];
    expect(check(withFloor({ mobile: lighthouse(97) }, store(95, 100)), "/store mobile performance")).toBe(true);
    expect(check(withFloor({ mobile: lighthouse(97) }, store(94, 100)), "/store mobile performance")).toBe(false);
    expect(check(withFloor({ mobile: lighthouse(97) }, store(97, 99)), "/store desktop performance")).toBe(false);
    expect(check(withFloor({}, store(100, 100)), "/store mobile performance"), "no floor measured: nothing to hold the page to").toBe(false);
    expect(renderMarkdown(withFloor({ mobile: lighthouse(97) }, store(95, 100)), [])).toContain("| `/store` | mobile | 95 ✅ |");
  });

  it("holds the home page's mobile LCP within 20% of the empty app's", () => {
    const home = (lcpMs: number) => [{ path: "/", label: "home", status: 200, noindex: false, mobile: lighthouse(100, lcpMs), desktop: lighthouse(100) }];
    expect(check(withFloor({ mobile: lighthouse(99, 1000) }, home(1200)), "/ mobile LCP against the empty app's")).toBe(true);
    expect(check(withFloor({ mobile: lighthouse(99, 1000) }, home(1250)), "/ mobile LCP against the empty app's")).toBe(false);
    expect(renderMarkdown(withFloor({ mobile: lighthouse(99, 1000) }, home(1250)), [])).toContain("1250 ms (1.25× the empty app's ❌)");
  });

  it("wants /api/health and every page within 2× of the empty app's page in requests a second", () => {
    const r = {
      ...results([page("/api/health", 100, null, 0.5), page("/", 100, "HIT", 0.49)], []),
      throughput: { pages: [page("/api/health", 100, null, 0.5), page("/", 100, "HIT", 0.49)], apis: [] },
    };
    expect(check(r, "/api/health throughput ratio")).toBe(true);
    expect(check(r, "/ throughput ratio")).toBe(false);
  });

  it("wants the crowd at full size, without an error, and each kind's slowest answers within its budget", () => {
    const base = results([], []);
    const load = {
      ...base.load,
      visitors: 500,
      durationSec: 40,
      chatAvailable: true,
      byKind: {
        page: { requests: 9000, p50Ms: 40, p99Ms: 480 },
        checkout: { requests: 900, p50Ms: 90, p99Ms: 1400 },
        chat: { requests: 300, p50Ms: 80, p99Ms: 1100 },
      },
    };
    const checks = (l: typeof load) =>
      Object.fromEntries(
        budgetChecks({ ...base, load: l })
          .filter((c) => c.name.startsWith("load run"))
          .map((c) => [c.name, c.ok]),
      );
    expect(checks(load)).toEqual({
      "load run of 500 visitors for 40 s": true,
      "load run errors": true,
      "load run page p99": true,
      "load run checkout p99": true,
      "load run chat p99": false,
    });
    expect(checks({ ...load, visitors: 200, errors: 1 })).toMatchObject({ "load run of 500 visitors for 40 s": false, "load run errors": false });
    // An error while warming up is an error all the same.
    expect(checks({ ...load, warmUpResult: { requests: 900, errors: 1, errorSamples: ["page /: 500"] } })).toMatchObject({ "load run errors": false });
  });
});
