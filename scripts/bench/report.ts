/** The budgets, and bench/RESULTS.md: every number next to its budget with ✅ or ❌. */
import type { PageScripts } from "./page-js";
import { frameHeld, PRESETS, type LighthouseResult, type LighthouseRun, type Preset } from "./lighthouse";
import { processLines, type ProcessShape } from "./processes";
import type { Timing } from "./scale";
import type { Throughput, ThroughputResult } from "./throughput";
import type { QueryPlans } from "./query-plans";
import type { LoadResult } from "./visitors";

/**
 * The framework sets a floor on this host (an empty Next app of the same version does not score
 * 100 on the mobile preset, nor answer as many requests as a server without Next), so the speed
 * budgets are read against the empty app measured in the same run (empty-app.ts).
 */
export const BUDGETS = {
  /** A page's mobile performance (median) may be at most this far below the empty app's (median). */
  mobileBelowEmpty: 2,
  desktopPerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  jsKiB: 150,
  /** The app's own JavaScript (beyond the framework's) on the pages people land on from search. */
  appJsKiB: 15,
  /** The home page's mobile LCP (median) at most this times the empty app's. */
  homeLcpOverEmpty: 1.2,
  /** /api/health and every page answer at least this share of the empty app's page's requests a second (within 2×). */
  throughputRatio: 0.5,
  /** nginx may answer slower than the app at the 99th percentile by at most this factor: it must not hold visitors in line. */
  nginxP99Ratio: 1.5,
  adminListMs: 150,
  /** The crowd, through the deployment's shape (nginx in front of server.js's web processes and job process). */
  load: { visitors: 500, durationSec: 40, errors: 0, pageP99Ms: 500, checkoutP99Ms: 1500, chatP99Ms: 1000 },
};

/** `js`: the page's own scripts as gzip bytes (the budget; scripts/bench/page-js.ts). */
export type PageLighthouse = { path: string; label: string; status: number; noindex: boolean; js?: PageScripts } & Partial<Record<Preset, LighthouseResult>>;

/** A page through nginx with the documented proxy_cache lines; nginxCache: $upstream_cache_status counts. */
type NginxPage = ThroughputResult & { nginxCache: Record<string, number> };
export type NginxThroughput = { skipped: string } | { version: string; pages: NginxPage[] };

/** The empty Next app's page, measured beside the shop's (empty-app.ts). */
export type Floor = { path: string; status: number } & Partial<Record<Preset, LighthouseResult>>;

export type BenchResults = {
  meta: {
    startedAt: string;
    finishedAt: string;
    mode: "full" | "quick";
    commit: string;
    node: string;
    cpus: number;
    loadAverage: { start: number[]; end: number[] };
    /** The 1-minute load average as each phase began: what the machine was doing besides the bench. */
    phaseLoad: Record<string, number>;
    lighthouseRuns: number;
    /** What answered Lighthouse's browser: nginx with the documented HTTPS + HTTP/2 lines, or the app itself. */
    lighthouseVia: string;
    autocannon: { connections: number; durationSec: number };
    /** The processes server.js runs behind nginx, as deployed (web processes and a job process): what the crowd and the pages through nginx met. */
    server: string;
    /** Next's version, the shop's and the empty app's alike. */
    nextVersion: string;
  };
  budgets: typeof BUDGETS;
  floor: Floor;
  lighthouse: PageLighthouse[];
  /** floorRoute: the empty app's own route handler, for what a route costs in Next alone (no budget). */
  throughput: { floorRoute?: ThroughputResult; pages: ThroughputResult[]; apis: ThroughputResult[]; nginx?: NginxThroughput };
  scale: { seedSeconds: number; counts: Record<string, number>; adminLists: Timing[]; adminOther: Timing[]; blog: Timing[] };
  load: LoadResult;
  /** The statements the load run sent the database, costliest first (query-plans.ts). */
  queries: QueryPlans;
  /** The same build served by one process and by a web process per core with a job process. */
  processes?: ProcessShape[];
  /** Lines from the server's log when something failed. */
  serverLogTail?: string;
};

const mark = (ok: boolean) => (ok ? "✅" : "❌");
/** The pages whose app JavaScript has a budget (labels in scripts/bench/index.ts). */
const APP_JS_PAGES = new Set(["home", "blog", "blog-post"]);
const kib = (bytes: number) => bytes / 1024;

/** A noindex page (checkout) loses Lighthouse's is-crawlable audit on purpose; nothing else may fail. */
export function seoPasses(page: PageLighthouse, result: LighthouseResult): boolean {
  if (result.seo >= BUDGETS.seo) return true;
  return page.noindex && result.failing.seo.every((id) => id === "is-crawlable");
}

const worstRun = (result: LighthouseResult, key: "accessibility" | "bestPractices") => Math.min(result[key], ...result.runs.map((run) => run[key]));

/** The least performance a page may score with the preset: the desktop's 100, the mobile's the empty app's less two (null when the empty app has no score). */
export function performanceFloor(results: Pick<BenchResults, "floor">, preset: Preset): number | null {
  if (preset === "desktop") return BUDGETS.desktopPerformance;
  const empty = results.floor.mobile?.performance;
  return empty === undefined ? null : empty - BUDGETS.mobileBelowEmpty;
}

/** The home page's mobile LCP ÷ the empty app's, or null when either is missing. */
export function homeLcpRatio(results: Pick<BenchResults, "floor" | "lighthouse">): number | null {
  const home = results.lighthouse.find((page) => page.label === "home")?.mobile?.lcpMs;
  const empty = results.floor.mobile?.lcpMs;
  return home === undefined || !empty ? null : home / empty;
}

const isHome = (page: PageLighthouse) => page.label === "home";

export function budgetChecks(results: BenchResults): { name: string; ok: boolean }[] {
  const checks: { name: string; ok: boolean }[] = [];
  for (const page of results.lighthouse) {
    if (page.js) checks.push({ name: `${page.path} JS`, ok: kib(page.js.gzipBytes) <= BUDGETS.jsKiB });
    if (page.js && APP_JS_PAGES.has(page.label)) checks.push({ name: `${page.path} app JS`, ok: kib(page.js.appBytes) <= BUDGETS.appJsKiB });
    for (const preset of PRESETS) {
      const r = page[preset];
      if (!r) {
        checks.push({ name: `${page.path} loads (${page.status})`, ok: false });
        break;
      }
      const floor = performanceFloor(results, preset);
      checks.push({ name: `${page.path} ${preset} performance`, ok: floor !== null && r.performance >= floor });
      // Performance is the median of the runs; accessibility and best practices hold in every run.
      checks.push({ name: `${page.path} ${preset} accessibility`, ok: worstRun(r, "accessibility") >= BUDGETS.accessibility });
      checks.push({ name: `${page.path} ${preset} best practices`, ok: worstRun(r, "bestPractices") >= BUDGETS.bestPractices });
      checks.push({ name: `${page.path} ${preset} SEO`, ok: seoPasses(page, r) });
    }
    if (isHome(page)) {
      const ratio = homeLcpRatio(results);
      checks.push({ name: `${page.path} mobile LCP against the empty app's`, ok: ratio !== null && ratio <= BUDGETS.homeLcpOverEmpty });
    }
  }
  for (const page of results.throughput.pages)
    checks.push({ name: `${page.path} throughput ratio`, ok: page.status === 200 && page.ratio >= BUDGETS.throughputRatio });
  const straight = straightByPath(results);
  for (const page of nginxPages(results)) {
    const ratio = nginxP99Ratio(page, straight.get(page.path));
    checks.push({ name: `${page.path} p99 through nginx`, ok: ratio !== null && ratio <= BUDGETS.nginxP99Ratio });
  }
  for (const list of results.scale.adminLists) checks.push({ name: `${list.path} at scale`, ok: list.status === 200 && list.medianMs < BUDGETS.adminListMs });
  checks.push(...loadChecks(results.load));
  return checks;
}

/** The crowd's budgets: its size and length as the budget says, no error, and each kind's 99th percentile. */
/** The crowd's errors, its warm-up's included: an error while warming up is an error all the same. */
const loadErrors = (load: LoadResult) => load.errors + (load.warmUpResult?.errors ?? 0);

function loadChecks(load: LoadResult): { name: string; ok: boolean }[] {
  const budget = BUDGETS.load;
  const p99Within = (kind: string, ms: number) => load.byKind[kind] !== undefined && load.byKind[kind].p99Ms <= ms;
  return [
    {
      name: `load run of ${budget.visitors} visitors for ${budget.durationSec} s`,
      ok: load.visitors >= budget.visitors && load.durationSec >= budget.durationSec,
    },
    { name: "load run errors", ok: loadErrors(load) <= budget.errors },
    { name: "load run page p99", ok: p99Within("page", budget.pageP99Ms) },
    { name: "load run checkout p99", ok: p99Within("checkout", budget.checkoutP99Ms) },
    ...(load.chatAvailable ? [{ name: "load run chat p99", ok: p99Within("chat", budget.chatP99Ms) }] : []),
  ];
}

const nginxPages = (results: BenchResults): NginxPage[] =>
  results.throughput.nginx && "pages" in results.throughput.nginx ? results.throughput.nginx.pages : [];

const straightByPath = (results: BenchResults) => new Map(results.throughput.pages.map((p) => [p.path, p]));

/** The page's p99 through nginx against its p99 straight from the app in the same run (null when either is missing). */
function nginxP99Ratio(page: NginxPage, straight: ThroughputResult | undefined): number | null {
  if (page.status !== 200 || !straight || straight.status !== 200 || straight.target.p99Ms <= 0) return null;
  return page.target.p99Ms / straight.target.p99Ms;
}

/** A markdown table; a shorter row (a page that did not answer) gets empty cells to the header's width. */
function table(header: string[], rows: (string | number)[][]): string {
  const cells = (row: (string | number)[]) => [...row, ...Array<string>(Math.max(0, header.length - row.length)).fill("")];
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${cells(row).join(" | ")} |`)].join("\n");
}

function lighthouseRows(results: BenchResults): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const preset of PRESETS) {
    const r = results.floor[preset];
    rows.push(
      r
        ? [
            `empty app \`${results.floor.path}\``,
            preset,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            `${r.fcpMs} ms`,
            `${r.lcpMs} ms`,
            `${r.tbtMs} ms`,
            r.cls,
            r.runs.map(runText).join(" · "),
            r.hostCpuIndex,
          ]
        : ["empty app", preset, `❌ HTTP ${results.floor.status}`],
    );
  }
  for (const page of results.lighthouse) {
    for (const preset of PRESETS) {
      const r = page[preset];
      if (!r) {
        rows.push([`\`${page.path}\``, preset, `❌ HTTP ${page.status}`]);
        continue;
      }
      const seo = seoPasses(page, r) && r.seo < BUDGETS.seo ? `${r.seo} ✅ (noindex by design)` : `${r.seo} ${mark(r.seo >= BUDGETS.seo)}`;
      const floor = performanceFloor(results, preset);
      const lcpRatio = preset === "mobile" && isHome(page) ? homeLcpRatio(results) : null;
      rows.push([
        `\`${page.path}\``,
        preset,
        `${r.performance} ${mark(floor !== null && r.performance >= floor)}`,
        `${r.accessibility} ${mark(r.accessibility >= BUDGETS.accessibility)}`,
        `${r.bestPractices} ${mark(r.bestPractices >= BUDGETS.bestPractices)}`,
        seo,
        `${r.fcpMs} ms`,
        lcpRatio === null ? `${r.lcpMs} ms` : `${r.lcpMs} ms (${lcpRatio.toFixed(2)}× the empty app's ${mark(lcpRatio <= BUDGETS.homeLcpOverEmpty)})`,
        `${r.tbtMs} ms`,
        r.cls,
        r.runs.map(runText).join(" · "),
        r.hostCpuIndex,
        page.js ? `${kib(page.js.gzipBytes).toFixed(1)} ${mark(kib(page.js.gzipBytes) <= BUDGETS.jsKiB)}` : "–",
        page.js ? kib(page.js.frameworkBytes).toFixed(1) : "–",
        page.js ? `${kib(page.js.appBytes).toFixed(1)}${APP_JS_PAGES.has(page.label) ? ` ${mark(kib(page.js.appBytes) <= BUDGETS.appJsKiB)}` : ""}` : "–",
        kib(r.jsBytes).toFixed(1),
        kib(r.jsBytesAll).toFixed(1),
      ]);
    }
  }
  return rows;
}

/** One run's metrics below 1, worst first ("LCP 0.98, FCP 0.99"), or "none"; then, if Chrome held its first frame, when. */
function runText({ shortfalls, observed }: LighthouseRun): string {
  const metrics = shortfalls.length
    ? [...shortfalls]
        .sort((a, b) => a.score - b.score)
        .map(({ metric, score }) => `${metric} ${score.toFixed(2)}`)
        .join(", ")
    : "none";
  return frameHeld(observed) ? `${metrics} (first frame held to ${observed.firstFrameMs} ms, load ${observed.loadMs} ms)` : metrics;
}

/** How many runs had their first frame held back, per preset (lighthouse.ts, ObservedPaint). */
function heldFrameLines(results: BenchResults): string[] {
  const counts = PRESETS.map((preset) => {
    const runs = results.lighthouse.flatMap((page) => page[preset]?.runs ?? []);
    return { preset, held: runs.filter((run) => frameHeld(run.observed)).length, of: runs.length };
  }).filter(({ of }) => of > 0);
  if (counts.every(({ held }) => held === 0)) return [];
  return [
    `First frame held: ${counts.map(({ preset, held, of }) => `${held} of ${of} ${preset} runs`).join(" and ")} had Chrome present the page's first frame more than half a second after its load event. ` +
      "The page was rendered on the server, so its words were there from the first byte; headless Chrome's viz had stopped sending the page frames for a second " +
      "(ThrottleUndrawnFrames, after frames went to a surface mobile emulation had replaced; scripts/bench/lighthouse.ts, chromiumFlags). " +
      "Lighthouse's simulation then takes every script as run before the first paint, which raises FCP, LCP and TBT in that run (docs/bench.md#reading-the-results).",
    "",
  ];
}

/**
 * The home page's mobile LCP and the empty app's, run by run, each with the script KiB Lighthouse's
 * simulation counted in it (lcp-scripts.ts): the race that moves an LCP by hundreds of
 * milliseconds between two runs of the same page (docs/bench.md#why-the-home-pages-lcp-moves).
 */
function lcpRunLines(results: BenchResults): string[] {
  const home = results.lighthouse.find(isHome)?.mobile;
  const empty = results.floor.mobile;
  if (!home || !empty) return [];
  const runs = (result: LighthouseResult) => result.runs.map((run) => `${run.lcpMs} ms (${(run.lcpScriptBytes / 1024).toFixed(0)})`).join(", ");
  return [
    `Mobile LCP run by run, with the KiB of scripts Lighthouse's simulation counted in it (those fetched before Chrome's first frame, but for one whose first run began after it): the empty app ${runs(empty)}; \`/\` ${runs(home)}.`,
    "",
  ];
}

/** Loads Chrome never drew, repeated by the runner (lighthouse.ts, loadUntilPainted), page by page. */
function unpaintedLoadLines(results: BenchResults): string[] {
  const repeated = results.lighthouse.flatMap((page) =>
    PRESETS.flatMap((preset) => {
      const unpainted = page[preset]?.unpaintedLoads ?? 0;
      return unpainted ? [`\`${page.path}\` ${preset} ${unpainted}`] : [];
    }),
  );
  if (repeated.length === 0) return [];
  return [`Loads repeated because Chrome drew nothing (Lighthouse's NO_FCP; scripts/bench/lighthouse.ts, loadUntilPainted): ${repeated.join(", ")}.`, ""];
}

const cpuText = (t: Throughput) => (t.cpuMsPerRequest === null ? "–" : t.cpuMsPerRequest.toFixed(2));

function throughputRows(rows: ThroughputResult[], budgeted: boolean): (string | number)[][] {
  return rows.map((r) =>
    r.status !== 200
      ? [`\`${r.path}\``, `HTTP ${r.status}`, "", "", "", "", "", "", budgeted ? "❌" : "–"]
      : [
          `\`${r.path}\``,
          r.target.requestsPerSec,
          r.target.p50Ms,
          r.target.p99Ms,
          cpuText(r.target),
          r.reference.map((e) => e.requestsPerSec).join(" / "),
          r.reference.map(cpuText).join(" / "),
          r.cache ?? "–",
          budgeted ? `${r.ratio.toFixed(2)} ${mark(r.ratio >= BUDGETS.throughputRatio)}` : r.ratio.toFixed(2),
        ],
  );
}

const timingRows = (rows: Timing[], budget?: number) =>
  rows.map((t) => [
    `\`${t.path}\``,
    t.status,
    budget === undefined ? t.medianMs : `${t.medianMs} ${mark(t.status === 200 && t.medianMs < budget)}`,
    t.cache ?? "–",
  ]);

export function renderMarkdown(results: BenchResults, notes: string[]): string {
  const { meta, load, scale } = results;
  const checks = budgetChecks(results);
  const failed = checks.filter((c) => !c.ok);
  const lines = [
    "# Bench results",
    "",
    `\`npm run bench\`${meta.mode === "quick" ? " -- --quick" : ""} on commit \`${meta.commit}\`, ${meta.startedAt} → ${meta.finishedAt}; Node ${meta.node}, ${meta.cpus} CPUs, ` +
      `load average ${meta.loadAverage.start.map((n) => n.toFixed(2)).join("/")} at the start and ${meta.loadAverage.end.map((n) => n.toFixed(2)).join("/")} at the end` +
      `${
        Object.keys(meta.phaseLoad).length
          ? ` (1-minute, as each phase began: ${Object.entries(meta.phaseLoad)
              .map(([phase, load]) => `${phase} ${load.toFixed(2)}`)
              .join(", ")})`
          : ""
      }; ` +
      `the server behind nginx: ${meta.server}. ` +
      "The machine is shared: every number is noisy, which is why medians are used.",
    "",
    `**Budgets: ${checks.length - failed.length} of ${checks.length} met.**${failed.length ? ` Missed: ${failed.map((c) => c.name).join("; ")}.` : ""}`,
    "",
    ...(notes.length ? ["## Notes", "", ...notes.map((n) => `- ${n}`), ""] : []),
    `## Lighthouse (median of ${meta.lighthouseRuns} run${meta.lighthouseRuns === 1 ? "" : "s"} per preset)`,
    "",
    `Lighthouse 12, simulated throttling (the mobile preset is a mid-range phone on slow 4G), loading each page through ${meta.lighthouseVia}. ` +
      `The first rows are an empty Next.js ${meta.nextVersion} app (a layout and a heading, built and served standalone; scripts/bench/empty-app), the framework's floor on this host: ` +
      `the runs went in rounds, every page once a round, the empty app first, so a busy stretch of the machine falls on all of them. ` +
      `A page's mobile performance must be at least the empty app's less ${BUDGETS.mobileBelowEmpty}, its desktop performance ${BUDGETS.desktopPerformance}, and the home page's mobile LCP at most ${BUDGETS.homeLcpOverEmpty}× the empty app's. ` +
      "Its simulation replays the requests it saw over the protocol it saw: over HTTP/2 a page's scripts share one connection, over plain HTTP/1.1 each opens its own, so the two are not comparable. " +
      "JS, for the page's own scripts (those its HTML names): " +
      "gzip bytes, each script's compressed body as the app sends it (the budget; the same for both presets), split into the framework's (the build manifest's root files: React and Next's runtime, the same on every page) and the app's (our client components), and Lighthouse's transfer size, which adds each response's headers; " +
      "then all scripts fetched while Lighthouse watched, which adds other routes' code that links prefetch and lazy chunks. " +
      "Host CPU index is Lighthouse's BenchmarkIndex of this machine during the runs (higher is faster): the mobile preset slows the host by a fixed 4×, " +
      "so on a shared machine whose index moves between about 1,100 and 3,300 (from one run to the next, and within one run), TBT and the score move with it. Compare runs at similar indexes. " +
      "Metrics below 1 names, for each run, the metrics that cost points and their scores as Lighthouse weighs them (floored to two decimals): " +
      "a run keeps 100 while what they lose, weighted (TBT 30%, LCP and CLS 25%, FCP and Speed Index 10%), comes to at most 0.005, such as LCP at 0.98 alone or LCP and FCP at 0.99 (docs/bench.md#reading-the-results).",
    "",
    table(
      [
        "Page",
        "Preset",
        `Performance (mobile ≥ the empty app's − ${BUDGETS.mobileBelowEmpty}, desktop ${BUDGETS.desktopPerformance})`,
        `Accessibility (${BUDGETS.accessibility})`,
        `Best practices (≥ ${BUDGETS.bestPractices})`,
        `SEO (${BUDGETS.seo})`,
        "FCP",
        "LCP",
        "TBT",
        "CLS",
        "Metrics below 1, run by run",
        "Host CPU index",
        `JS KiB gzip (≤ ${BUDGETS.jsKiB})`,
        "of it the framework's",
        `of it the app's (≤ ${BUDGETS.appJsKiB} on /, /blog, a post)`,
        "JS KiB transferred",
        "JS KiB with prefetches",
      ],
      lighthouseRows(results),
    ),
    "",
    ...lcpRunLines(results),
    ...heldFrameLines(results),
    ...unpaintedLoadLines(results),
    ...failingAuditLines(results),
    `## Throughput (autocannon, ${meta.autocannon.connections} connections, ${meta.autocannon.durationSec} s each)`,
    "",
    "One app process straight, and the empty Next app's page (its own standalone server, one process) measured before and after each target: the ratio is the target's req/s ÷ the mean of those two. " +
      "Requests ask for compression as Chrome does (`gzip, deflate, br, zstd`): the shop's server.js answers with brotli, Next's own server (the empty app's) with gzip. " +
      "CPU ms a request is the server process's CPU time (user and system) over the run ÷ the requests it answered: it moves much less than req/s while other work shares the cores, and the load tool runs on the same two cores.",
    "",
    "### Pages",
    "",
    table(
      [
        "Target",
        "req/s",
        "p50 ms",
        "p99 ms",
        "CPU ms a request",
        "empty app req/s before / after",
        "empty app CPU ms a request",
        "x-nextjs-cache",
        `Ratio (≥ ${BUDGETS.throughputRatio})`,
      ],
      [
        ...(results.throughput.floorRoute
          ? throughputRows([results.throughput.floorRoute], false).map(([path, ...rest]) => [
              `empty app ${path} (Next's own route handler, no budget)`,
              ...rest,
            ])
          : []),
        ...throughputRows(results.throughput.pages, true),
      ],
    ),
    "",
    ...nginxLines(results),
    "### GET APIs",
    "",
    table(
      ["API", "req/s", "p50 ms", "p99 ms", "CPU ms a request", "empty app req/s before / after", "empty app CPU ms a request", "x-nextjs-cache", "Ratio"],
      throughputRows(results.throughput.apis, false),
    ),
    "",
    "## Scale",
    "",
    `Seeded in ${scale.seedSeconds} s with bulk SQL: ${Object.entries(scale.counts)
      .map(([table, count]) => `${count.toLocaleString("en-US")} ${table}`)
      .join(", ")}.`,
    "",
    "### Admin lists, first page (HTTP, as the admin after the PIN step; median ms)",
    "",
    table(["List", "Status", `Median ms (< ${BUDGETS.adminListMs})`, "x-nextjs-cache"], timingRows(scale.adminLists, BUDGETS.adminListMs)),
    "",
    "### Other admin requests (no budget)",
    "",
    table(["Request", "Status", "Median ms", "x-nextjs-cache"], timingRows(scale.adminOther)),
    "",
    "### Blog at scale (median ms)",
    "",
    table(["Request", "Status", "Median ms", "x-nextjs-cache"], timingRows(scale.blog)),
    "",
    `## Load run (${load.visitors} concurrent visitors, ${load.durationSec} s, through ${load.via})`,
    "",
    `Each visitor slot runs one visit after another; each visit is a new person (its own address) pausing ${load.thinkMs[0]}–${load.thinkMs[1]} ms between requests: ` +
      `reading the blog, the print shop, browsing the store and product pages, buying with the sandbox 4242 card${load.chatAvailable ? ", or asking the chat assistant" : " (the chat endpoint was absent)"}. ` +
      "Documents and API calls only, asked as a browser asks (compressed); static assets (JS, CSS, images) are left out, as a CDN would serve them. The visitors, nginx, the app processes and PostgreSQL share the machine's cores." +
      (load.warmUp
        ? ` Before it, ${load.warmUp.visitors} visitors for ${load.warmUp.durationSec} s, not measured: the crowd meets a site that has been running (its processes' code compiled, each page a visitor reaches rendered once, nginx's copies made), not one started a moment ago.`
        : ""),
    "",
    table(
      ["Measure", "Value", "Budget"],
      [
        ["Visits", load.visits, ""],
        ["Requests", load.requests, ""],
        ...(load.warmUpResult ? [["Warm-up requests (not measured) and errors", `${load.warmUpResult.requests}, ${load.warmUpResult.errors}`, ""]] : []),
        ["Errors", load.errors, `${BUDGETS.load.errors} ${mark(loadErrors(load) <= BUDGETS.load.errors)}`],
        ["Orders placed", load.checkouts, ""],
        ["Orders a second", load.checkoutsPerSec, ""],
        ["Chats", load.chats, ""],
        ["p50 ms (all)", load.overall.p50Ms, ""],
        ["p99 ms (all)", load.overall.p99Ms, ""],
        ...Object.entries(load.byKind).map(([kind, l]) => {
          const budget = LOAD_P99_BUDGETS[kind];
          return [
            `${kind}: p50 / p99 ms (${l.requests} requests)`,
            `${l.p50Ms} / ${l.p99Ms}`,
            budget === undefined ? "" : `p99 ≤ ${budget} ${mark(l.p99Ms <= budget)}`,
          ];
        }),
      ],
    ),
    "",
    ...(load.errorSamples.length ? ["Errors seen:", "", ...load.errorSamples.map((e) => `- \`${e}\``), ""] : []),
    ...(load.warmUpResult?.errorSamples.length ? ["Errors seen in the warm-up:", "", ...load.warmUpResult.errorSamples.map((e) => `- \`${e}\``), ""] : []),
    ...queryLines(results.queries),
    ...processLines(results.processes ?? [], table),
  ];
  return `${lines.join("\n")}\n`;
}

function queryLines(queries: QueryPlans): string[] {
  const head = ["### The load run's statements (pg_stat_statements)", ""];
  if ("skipped" in queries) return [...head, queries.skipped, ""];
  const scans = (tables: string[] | null) => (tables === null ? "(no plan)" : tables.length ? tables.map((t) => `\`${t}\``).join(", ") : "none");
  return [
    ...head,
    "The statements the database ran during the load run and its warm-up (the app's, the job worker's and pg-boss's), costliest in total first. " +
      "Each one's generic plan (`EXPLAIN (GENERIC_PLAN)`) is taken with sequential scans switched off: the bench's tables are small enough for a planner to read whole however they are indexed, " +
      "so a table named in the last column is one no index serves for that statement.",
    "",
    table(
      ["Statement", "Calls", "Mean ms", "Max ms", "Total ms", "Read whole with scans off"],
      queries.statements.map((q) => [
        `\`${q.query.length > 140 ? `${q.query.slice(0, 140)}…` : q.query}\``.replaceAll("|", "\\|"),
        q.calls,
        q.meanMs,
        q.maxMs,
        q.totalMs,
        scans(q.seqScans),
      ]),
    ),
    "",
  ];
}

/** The load run's p99 budget of each kind of request. */
const LOAD_P99_BUDGETS: Record<string, number> = { page: BUDGETS.load.pageP99Ms, checkout: BUDGETS.load.checkoutP99Ms, chat: BUDGETS.load.chatP99Ms };

function nginxLines(results: BenchResults): string[] {
  const nginx = results.throughput.nginx;
  const head = ['### Pages through nginx (the "nginx in front" lines of docs/deploying.md, same run)', ""];
  if (!nginx) return [];
  if ("skipped" in nginx) return [...head, `Skipped: ${nginx.skipped}`, ""];
  const direct = straightByPath(results);
  const rows = nginx.pages.map((r) => {
    const app = direct.get(r.path);
    const p99Ratio = nginxP99Ratio(r, app);
    const cache = Object.entries(r.nginxCache)
      .sort(([, a], [, b]) => b - a)
      .map(([status, count]) => `${status} ${count}`)
      .join(", ");
    return r.status !== 200
      ? [`\`${r.path}\``, `HTTP ${r.status}`]
      : [
          `\`${r.path}\``,
          r.target.requestsPerSec,
          app && app.status === 200 ? app.target.requestsPerSec : "–",
          app && app.status === 200 && app.target.requestsPerSec > 0 ? `${(r.target.requestsPerSec / app.target.requestsPerSec).toFixed(2)}×` : "–",
          r.target.p50Ms,
          r.target.p99Ms,
          p99Ratio === null ? "❌" : `${p99Ratio.toFixed(2)}× ${mark(p99Ratio <= BUDGETS.nginxP99Ratio)}`,
          r.reference.map((e) => e.requestsPerSec).join(" / "),
          r.cache ?? "–",
          cache || "–",
        ];
  });
  return [
    ...head,
    `${nginx.version} on the same machine, proxying to server.js with ${results.meta.server}, with the block of docs/deploying.md as written (the upstream address, the cache directory, the HTTPS port and the certificate swapped for the bench's), measured on a plain HTTP listener the bench adds, since autocannon speaks HTTP/1.1 only. ` +
      "The empty app's page goes through the same nginx lines (a server block of its own). nginx cache: \`$upstream_cache_status\` of every request to the page in nginx's access log (HIT, and UPDATING while one request refreshes it: answered from nginx's cache; MISS: the app answered, and a page Next renders per request is never stored, so it stays MISS).",
    "",
    table(
      [
        "Page",
        "req/s via nginx",
        "req/s straight",
        "nginx ÷ straight",
        "p50 ms",
        "p99 ms",
        `p99 ÷ straight (≤ ${BUDGETS.nginxP99Ratio}×)`,
        "empty app req/s via nginx before / after",
        "x-nextjs-cache",
        "nginx cache",
      ],
      rows,
    ),
    "",
  ];
}

function failingAuditLines(results: BenchResults): string[] {
  const lines: string[] = [];
  for (const page of results.lighthouse) {
    for (const preset of PRESETS) {
      const failing = page[preset]?.failing;
      if (!failing) continue;
      const parts = Object.entries(failing)
        .filter(([, ids]) => ids.length > 0)
        .map(([category, ids]) => `${category}: ${ids.join(", ")}`);
      if (parts.length) lines.push(`- \`${page.path}\` ${preset}: ${parts.join("; ")}`);
      for (const error of page[preset]?.consoleErrors ?? []) lines.push(`  - console: ${error}`);
    }
  }
  return lines.length ? ["Audits that cost points (performance: below 0.9; others: below 1):", "", ...lines, ""] : [];
}
