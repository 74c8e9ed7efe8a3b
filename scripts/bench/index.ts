/**
 * `npm run bench`: builds the production app into its own dist dir, and an empty Next.js app of
 * the same version beside it (empty-app.ts; skip both with --no-build), starts the app against a
 * fresh database on the bench's own embedded PostgreSQL (one process for what is measured
 * straight, and server.js with its own processes as deployed), the empty app beside it, and nginx
 * with the lines of docs/deploying.md in front of both, and measures: Lighthouse of the empty
 * app's page and ours (through nginx, over HTTPS with HTTP/2, in rounds), JavaScript bytes,
 * throughput of /api/health and the public pages against the empty app's page (straight from one
 * app process, and through nginx's proxy_cache), admin lists and the blog at scale, a crowd of
 * visitors through nginx and the deployed server (with the statements it made the database run),
 * and one process against every core. Writes bench/results.json and bench/RESULTS.md.
 * --quick: one Lighthouse round and shorter load phases, for iterating.
 * Not part of `npm test`: it takes tens of minutes and its numbers depend on the machine.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { runMain } from "../db/setup-error";
import { buildEmptyApp, emptyAppBuilt, startEmptyApp } from "./empty-app";
import { PRESETS, scriptPaths, startLighthouse, summarise, type LighthouseSample, type Preset } from "./lighthouse";
import { budgetChecks, BUDGETS, renderMarkdown, type BenchResults, type Floor, type NginxThroughput, type PageLighthouse } from "./report";
import { frameworkScripts, pageScripts } from "./page-js";
import { countedStatements, countStatementsFromNow } from "./query-plans";
import { adminCookie, SCALE, seedAtScale, timeRequests } from "./scale";
import { freePort } from "../free-port";
import { appEnv, BENCH_ADMIN, build, DIST_DIR, prepareDatabase, start, type BenchServer } from "./server";
import { findNginx, INSTALL_HINT, startNginx, type BenchNginx } from "./nginx";
import { measureThroughput, type Target, type ThroughputResult } from "./throughput";
import { compareProcessShapes } from "./processes";
import { runVisitorsApart, type Catalogue } from "./visitors";
import { freshPage, warmPages } from "./warm";

const OUT_DIR = "bench";

const MODES = {
  full: { lighthouseRuns: 3, autocannonSec: 10, visitorsSec: BUDGETS.load.durationSec, timingSamples: 9 },
  quick: { lighthouseRuns: 1, autocannonSec: 3, visitorsSec: 15, timingSamples: 5 },
};
const CONNECTIONS = 50;
const THINK_MS: [number, number] = [500, 1500];
// Before each crowd, a tenth of it for 10 s (visitors.ts, warmUp): it meets a site that has been running.
const WARM_UP = { visitors: BUDGETS.load.visitors / 10, durationSec: 10 };
const SHOP = "shop";
const EMPTY = "empty-app";

const SETTLE_MAX_MS = 120_000;

/** Waits (up to 2 minutes) for the 1-minute load average to fall below half the CPUs; false if it never did. */
async function settle(): Promise<boolean> {
  const started = Date.now();
  while (os.loadavg()[0]! > os.cpus().length / 2) {
    if (Date.now() - started > SETTLE_MAX_MS) return false;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  console.log(`Machine settled after ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}

async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function loadCatalogue(databaseUrl: string): Promise<Catalogue> {
  const variants = await query<{ productId: number; variantId: number }>(
    databaseUrl,
    `SELECT v."productId", v.id AS "variantId" FROM "MerchVariant" v JOIN "MerchProduct" p ON p.id = v."productId"
     WHERE NOT p."isIgnored" AND v."inStock" ORDER BY v.id`,
  );
  const posts = await query<{ slug: string }>(databaseUrl, `SELECT slug FROM "BlogPost" WHERE "publishedAt" <= now() ORDER BY "publishedAt" DESC, id DESC`);
  return { productIds: [...new Set(variants.map((v) => v.productId))], variants, blogSlugs: posts.map((p) => p.slug) };
}

/** The Next.js both apps were built with: the project's own. */
function nextVersion(): string {
  return (JSON.parse(fs.readFileSync("node_modules/next/package.json", "utf8")) as { version: string }).version;
}

/** HEAD, and whether the tree differs from it: the last run's results, which this run rewrites, aside. */
function gitCommit(): string {
  try {
    const status = execSync(`git status --porcelain -- . ':(exclude)${OUT_DIR}/RESULTS.md' ':(exclude)${OUT_DIR}/results.json'`, { encoding: "utf8" });
    const dirty = status.trim() ? " + uncommitted changes" : "";
    return `${execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim()}${dirty}`;
  } catch {
    return "unknown";
  }
}

/** The processes server.js runs for the bench (server-processes.js): WEB_CONCURRENCY, one per core by default. */
function serverShape(): string {
  const web = Number(process.env.WEB_CONCURRENCY) || os.availableParallelism();
  return web === 1 ? "one process (WEB_CONCURRENCY=1)" : `${web} web processes and a job process`;
}

/** nginx in front of the app and the empty app, or why the bench measures them alone. */
type Front = BenchNginx | { skipped: string };

/**
 * nginx configured with the "nginx in front" lines of docs/deploying.md, in front of the deployed
 * server (and, with the same lines, the empty app) for the whole run: Lighthouse loads pages
 * through its HTTPS + HTTP/2 listener, as visitors do, autocannon measures its one-second
 * proxy_cache through the plain one, and the crowd comes through it. TRUST_PROXY_HOPS=1 (appEnv)
 * is what docs/deploying.md asks for behind nginx. Without nginx (or openssl for its certificate)
 * the bench measures the apps alone and says so in the notes.
 */
async function startFront(appPort: number, emptyPort: number, notes: string[]): Promise<Front> {
  const binary = findNginx();
  const skip = (skipped: string) => {
    console.log(`\nnginx: ${skipped}`);
    notes.push(skipped);
    return { skipped };
  };
  if (!binary) {
    return skip(
      `nginx not found at ${process.env.NGINX_PATH || "/usr/sbin/nginx"}: Lighthouse loaded the pages straight from the apps over plain HTTP/1.1, the crowd met one app process, and the pages through nginx were not measured. Install it with \`${INSTALL_HINT}\`.`,
    );
  }
  try {
    const site = async (name: string, upstreamPort: number) => ({ name, http: await freePort(), https: await freePort(), upstreamPort });
    const nginx = await startNginx(binary, [await site(SHOP, appPort), await site(EMPTY, emptyPort)]);
    const shop = nginx.sites[SHOP]!;
    console.log(`\n${nginx.version} with the documented lines: ${shop.httpsUrl} (HTTPS, HTTP/2) and ${shop.baseUrl}`);
    return nginx;
  } catch (error) {
    return skip(
      `nginx (${binary}) did not start with the lines of docs/deploying.md, so Lighthouse loaded the pages straight from the apps over plain HTTP/1.1, the crowd met one app process, and the pages through nginx were not measured: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The same pages through nginx's plain listener (the documented proxy_cache lines), against the empty app through the same lines, in the same run. */
async function throughputViaNginx(front: Front, paths: string[], autocannon: { connections: number; durationSec: number }): Promise<NginxThroughput> {
  if ("skipped" in front) return { skipped: front.skipped };
  const shop = front.sites[SHOP]!;
  console.log(
    `\nThroughput through ${front.version} (the documented proxy_cache lines) at ${shop.baseUrl}: ${autocannon.connections} connections, ${autocannon.durationSec} s per target`,
  );
  const pages: ThroughputResult[] = await measureThroughput({ baseUrl: shop.baseUrl }, paths, {
    ...autocannon,
    reference: { baseUrl: front.sites[EMPTY]!.baseUrl },
  });
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the access log flushes every second
  const counts = front.cacheStatus(SHOP);
  return { version: front.version, pages: pages.map((page) => ({ ...page, nginxCache: counts[page.path] ?? {} })) };
}

type LighthousePage = { label: string; path: string; noindex?: boolean };

/**
 * Lighthouse of the empty app's page and each of ours, both presets, in rounds: every page once a
 * round, the empty app's first, so a busy stretch of the shared machine falls on all of them.
 */
async function lighthouseRounds(
  rounds: number,
  empty: { site: string; base: string },
  shop: { site: string; base: string },
  pages: LighthousePage[],
): Promise<{ floor: Floor; lighthouse: PageLighthouse[] }> {
  const framework = frameworkScripts(DIST_DIR);
  const floor: Floor = { path: "/", status: (await freshPage(empty.base, "/")).status };
  const emptySamples: Record<Preset, LighthouseSample[]> = { mobile: [], desktop: [] };
  const lighthouse: PageLighthouse[] = [];
  const samples = new Map<string, Record<Preset, LighthouseSample[]>>();
  const owned = new Map<string, Set<string>>();
  for (const page of pages) {
    const { status, html } = await freshPage(shop.base, page.path);
    const entry: PageLighthouse = { path: page.path, label: page.label, status, noindex: page.noindex ?? false };
    if (status === 200) {
      owned.set(page.label, scriptPaths(html));
      entry.js = await pageScripts(shop.base, owned.get(page.label)!, framework);
      samples.set(page.label, { mobile: [], desktop: [] });
    } else {
      console.log(`  ${page.path}: HTTP ${status}, skipped`);
    }
    lighthouse.push(entry);
  }
  const runner = await startLighthouse();
  try {
    for (let round = 1; round <= rounds; round++) {
      console.log(`  round ${round} of ${rounds}`);
      for (const preset of PRESETS) if (floor.status === 200) emptySamples[preset].push(await runner.sample(`${empty.site}/`, preset, EMPTY, round, new Set()));
      for (const page of pages) {
        const own = owned.get(page.label);
        if (!own) continue;
        for (const preset of PRESETS) samples.get(page.label)![preset].push(await runner.sample(`${shop.site}${page.path}`, preset, page.label, round, own));
      }
    }
  } finally {
    await runner.close();
  }
  for (const preset of PRESETS) if (emptySamples[preset].length) floor[preset] = summarise(emptySamples[preset]);
  for (const entry of lighthouse) {
    const taken = samples.get(entry.label);
    if (!taken) continue;
    for (const preset of PRESETS) entry[preset] = summarise(taken[preset]);
  }
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const preset of PRESETS) {
    const r = floor[preset];
    if (r) console.log(`  empty app ${preset}: perf ${r.performance}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms`);
  }
  for (const entry of lighthouse) {
    for (const preset of PRESETS) {
      const r = entry[preset];
      if (r && entry.js)
        console.log(
          `  ${entry.path} ${preset}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, LCP ${r.lcpMs} ms, JS ${kib(entry.js.gzipBytes)} KiB gzip (framework ${kib(entry.js.frameworkBytes)}, app ${kib(entry.js.appBytes)})`,
        );
    }
  }
  return { floor, lighthouse };
}

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--quick" && a !== "--no-build");
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(" ")}: use --quick and/or --no-build.`);
  const modeName = args.includes("--quick") ? "quick" : "full";
  const mode = MODES[modeName];
  const startedAt = new Date();
  const loadStart = os.loadavg();
  const phaseLoad: Record<string, number> = {};
  const phase = (name: string) => (phaseLoad[name] = os.loadavg()[0]!);
  const notes: string[] = [];
  if (loadStart[0]! > os.cpus().length / 2) {
    notes.push(
      `The machine was already busy when the run began (load average ${loadStart[0]!.toFixed(2)} on ${os.cpus().length} CPUs): absolute numbers are lower than on a quiet machine; ratios hold better.`,
    );
  }

  console.log(`Bench (${modeName}): preparing the bench database`);
  const database = await prepareDatabase();
  const emptyPort = await freePort();
  const straightPort = await freePort();
  const deployedPort = await freePort();
  // Both servers are the same site: nginx's address is the one visitors would use, but the
  // straight measurements ask one process itself.
  const env = appEnv(database.url, straightPort);
  // servers[0]: one process, for what is measured straight; servers[1]: server.js with its own
  // processes, as deployed, behind nginx.
  const servers: BenchServer[] = [];
  let emptyApp: BenchServer | undefined;
  let front: Front | undefined;
  try {
    if (!args.includes("--no-build")) {
      await build(env);
      await buildEmptyApp();
    } else if (!emptyAppBuilt()) await buildEmptyApp();
    // The one process measured straight leaves the job queue to server.js's job process: both
    // share the database, and a second worker would take the crowd's jobs at full priority.
    servers.push(await start({ ...env, WEB_CONCURRENCY: "1", JOBS_WORKER: "elsewhere" }, straightPort));
    servers.push(await start(env, deployedPort));
    emptyApp = await startEmptyApp(emptyPort);
    const app = servers[0]!;
    const base = app.baseUrl;
    console.log(`The app: one process at ${base}, and server.js with ${serverShape()} at ${servers[1]!.baseUrl}; the empty app at ${emptyApp.baseUrl}`);

    const demo = await loadCatalogue(database.url);
    const productId = demo.productIds[0];
    const blogSlug = demo.blogSlugs[0];
    const pages = [
      { label: "home", path: "/" },
      { label: "print-shop", path: "/print-shop" },
      { label: "store", path: "/store" },
      { label: "product", path: `/product/${productId}` },
      { label: "blog", path: "/blog" },
      { label: "blog-post", path: `/blog/${blogSlug}` },
      { label: "customize-order", path: "/customize-order" },
      { label: "checkout", path: "/checkout", noindex: true },
    ];

    // Lighthouse times the main thread: let the build's aftermath die down and every page be
    // visited once (warm.ts), so the first run of a page measures the page, not a busy machine.
    for (const server of servers)
      await warmPages(
        server.baseUrl,
        pages.map((page) => page.path),
      );
    await warmPages(emptyApp.baseUrl, ["/"]);
    const settled = await settle();
    if (!settled)
      notes.push(
        "The machine stayed busy after the build and warm-up (1-minute load average above half the CPUs for 2 minutes): Lighthouse's main-thread numbers (TBT, and so performance) read high.",
      );

    front = await startFront(deployedPort, emptyPort, notes);
    const via = (site: string, server: BenchServer) => ("skipped" in front! ? server.baseUrl : front!.sites[site]!.httpsUrl);
    const lighthouseVia =
      "skipped" in front ? "the apps themselves, plain HTTP/1.1" : `${front.version} with the lines of docs/deploying.md, HTTPS with HTTP/2`;
    console.log(
      `\nLighthouse: the empty app and ${pages.length} pages × mobile and desktop, ${mode.lighthouseRuns} round${mode.lighthouseRuns === 1 ? "" : "s"}, through ${lighthouseVia}`,
    );
    phase("Lighthouse");
    const { floor, lighthouse } = await lighthouseRounds(
      mode.lighthouseRuns,
      { site: via(EMPTY, emptyApp), base: emptyApp.baseUrl },
      { site: via(SHOP, app), base },
      pages,
    );

    console.log(`\nThroughput: ${CONNECTIONS} connections, ${mode.autocannonSec} s per target, against the empty app's page`);
    phase("throughput");
    const autocannon = { connections: CONNECTIONS, durationSec: mode.autocannonSec };
    const straight = { ...autocannon, reference: { baseUrl: emptyApp.baseUrl, pid: emptyApp.pid } };
    const target: Target = { baseUrl: base, pid: app.pid };
    const pagePaths = pages.map((p) => p.path);
    const throughput = {
      floorRoute: (await measureThroughput({ baseUrl: emptyApp.baseUrl, pid: emptyApp.pid }, ["/api/health"], straight))[0],
      pages: await measureThroughput(target, ["/api/health", ...pagePaths], straight),
      apis: await measureThroughput(
        target,
        ["/api/printful/store", "/api/printful/products", `/api/printful/products/${productId}`, "/api/blog-posts", `/api/blog-posts/${blogSlug}`],
        straight,
      ),
      nginx: await throughputViaNginx(front, pagePaths, autocannon),
    };
    console.log(
      `\nScale: seeding ${Object.entries(SCALE)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")}`,
    );
    const seeded = await seedAtScale(database.url);
    console.log(`  seeded in ${seeded.seconds} s`);
    const cookie = await adminCookie(base, BENCH_ADMIN);
    const time = (path: string, withCookie = false) => timeRequests(base, path, mode.timingSamples, withCookie ? cookie : "");
    const scale = {
      seedSeconds: seeded.seconds,
      counts: seeded.counts,
      adminLists: [await time("/api/admin/orders", true), await time("/api/quote-requests", true), await time("/api/contact-inquiries", true)],
      adminOther: [
        await time("/api/admin/blog-posts", true),
        await time("/api/admin/orders?q=smith", true),
        await time("/api/admin/orders?status=pending", true),
        await time("/api/quote-requests?q=smith", true),
        await time("/api/contact-inquiries?q=smith", true),
        await time("/admin", true),
      ],
      blog: [await time("/blog"), await time("/blog/page/2"), await time("/api/blog-posts"), await time("/api/blog-posts?page=10&pageSize=24")],
    };

    // The deployment's shape: nginx with the documented lines in front of server.js and its processes.
    const crowdBase = "skipped" in front ? base : front.sites[SHOP]!.baseUrl;
    const crowdVia =
      "skipped" in front
        ? "one app process straight (no nginx)"
        : `${front.version} with the lines of docs/deploying.md in front of server.js with ${serverShape()}`;
    console.log(
      `\nLoad run: ${BUDGETS.load.visitors} visitors for ${mode.visitorsSec} s through ${crowdVia}, after ${WARM_UP.visitors} for ${WARM_UP.durationSec} s not measured`,
    );
    const catalogue = await loadCatalogue(database.url);
    const counting = await countStatementsFromNow(database.url);
    phase("load run");
    const load = await runVisitorsApart(crowdBase, crowdVia, catalogue, {
      visitors: BUDGETS.load.visitors,
      durationSec: mode.visitorsSec,
      thinkMs: THINK_MS,
      warmUp: WARM_UP,
    });
    const queries = await countedStatements(database.url, counting);
    const kinds = Object.entries(load.byKind).map(([kind, l]) => `${kind} p50 ${l.p50Ms} / p99 ${l.p99Ms} ms`);
    console.log(`  ${load.requests} requests, ${load.errors} errors, ${load.checkoutsPerSec} orders a second; ${kinds.join(", ")}`);

    phase("web processes");
    const processes = await compareProcessShapes(env, catalogue, {
      paths: ["/api/health", "/", "/checkout"],
      autocannon: straight,
      load: { visitors: BUDGETS.load.visitors, durationSec: Math.round(mode.visitorsSec / 2), thinkMs: THINK_MS, warmUp: WARM_UP },
    });

    const results: BenchResults = {
      meta: {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        mode: modeName,
        commit: gitCommit(),
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: { start: loadStart, end: os.loadavg() },
        phaseLoad,
        lighthouseRuns: mode.lighthouseRuns,
        lighthouseVia,
        autocannon,
        server: serverShape(),
        nextVersion: nextVersion(),
      },
      budgets: BUDGETS,
      floor,
      lighthouse,
      throughput,
      scale,
      load,
      queries,
      processes,
    };
    const missed = budgetChecks(results).filter((check) => !check.ok);
    if (load.errors > 0) results.serverLogTail = servers.map((server) => server.logTail()).join("\n");
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(`${OUT_DIR}/results.json`, `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(`${OUT_DIR}/RESULTS.md`, renderMarkdown(results, notes));
    console.log(`\nWrote ${OUT_DIR}/results.json and ${OUT_DIR}/RESULTS.md: ${missed.length ? `${missed.length} budget(s) missed` : "every budget met"}.`);
  } finally {
    if (front && !("skipped" in front)) await front.stop();
    await emptyApp?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database.stop();
  }
}

runMain(main);
