/**
 * `npm run bench`: builds the production app into its own dist dir (skip with --no-build),
 * starts it against a fresh database on the bench's own embedded PostgreSQL, puts nginx with
 * the lines of docs/deploying.md in front, and measures Lighthouse (through nginx, over HTTPS with HTTP/2),
 * JavaScript bytes, throughput against a trivial handler (the public pages both straight from the
 * app and through nginx's proxy_cache), admin lists and the blog at scale, and a load run of many
 * visitors. Writes bench/results.json and bench/RESULTS.md.
 * --quick: one Lighthouse run per preset and shorter load phases, for iterating.
 * Not part of `npm test`: it takes tens of minutes and its numbers depend on the machine.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { runMain } from "../db/setup-error";
import { PRESETS, scriptPaths, startLighthouse } from "./lighthouse";
import { budgetChecks, BUDGETS, renderMarkdown, type BenchResults, type NginxThroughput, type PageLighthouse } from "./report";
import { frameworkScripts, pageScripts } from "./page-js";
import { adminCookie, SCALE, seedAtScale, timeRequests } from "./scale";
import { freePort } from "../free-port";
import { appEnv, BENCH_ADMIN, build, DIST_DIR, prepareDatabase, start } from "./server";
import { findNginx, INSTALL_HINT, startNginx, type BenchNginx } from "./nginx";
import { measureThroughput, type ThroughputResult } from "./throughput";
import { compareProcessShapes } from "./processes";
import { runVisitors, type Catalogue } from "./visitors";
import { freshPage, warmPages } from "./warm";

const OUT_DIR = "bench";

const MODES = {
  full: { lighthouseRuns: 3, autocannonSec: 10, visitorsSec: 60, timingSamples: 9 },
  quick: { lighthouseRuns: 1, autocannonSec: 3, visitorsSec: 15, timingSamples: 5 },
};
const CONNECTIONS = 50;
const VISITORS = 200;
const THINK_MS: [number, number] = [500, 1500];

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

function gitCommit(): string {
  try {
    const dirty = execSync("git status --porcelain", { encoding: "utf8" }).trim() ? " + uncommitted changes" : "";
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

/** nginx in front of the app, or why the bench measures the app alone. */
type Front = BenchNginx | { skipped: string };

/**
 * nginx configured with the "nginx in front" lines of docs/deploying.md, in front of the same app for the whole
 * run: Lighthouse loads pages through its HTTPS + HTTP/2 listener, as visitors do, and autocannon
 * measures its one-second proxy_cache through the plain one. TRUST_PROXY_HOPS=1 (appEnv) is what
 * docs/deploying.md asks for behind nginx. Without nginx (or openssl for its certificate) the bench measures
 * the app alone and says so in the notes.
 */
async function startFront(appPort: number, notes: string[]): Promise<Front> {
  const binary = findNginx();
  const skip = (skipped: string) => {
    console.log(`\nnginx: ${skipped}`);
    notes.push(skipped);
    return { skipped };
  };
  if (!binary) {
    return skip(`nginx not found at ${process.env.NGINX_PATH || "/usr/sbin/nginx"}: Lighthouse loaded the pages straight from the app over plain HTTP/1.1, and the pages through nginx were not measured. Install it with \`${INSTALL_HINT}\`.`);
  }
  try {
    const nginx = await startNginx(binary, { http: await freePort(), https: await freePort() }, appPort);
    console.log(`\n${nginx.version} with the documented lines: ${nginx.httpsUrl} (HTTPS, HTTP/2) and ${nginx.baseUrl}`);
    return nginx;
  } catch (error) {
    return skip(`nginx (${binary}) did not start with the lines of docs/deploying.md, so Lighthouse loaded the pages straight from the app over plain HTTP/1.1 and the pages through nginx were not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The same pages through nginx's plain listener (the documented proxy_cache lines), against the same app in the same run. */
async function throughputViaNginx(front: Front, paths: string[], autocannon: { connections: number; durationSec: number }): Promise<NginxThroughput> {
  if ("skipped" in front) return { skipped: front.skipped };
  console.log(`\nThroughput through ${front.version} (the documented proxy_cache lines) at ${front.baseUrl}: ${autocannon.connections} connections, ${autocannon.durationSec} s per target`);
  const pages: ThroughputResult[] = await measureThroughput(front.baseUrl, paths, autocannon);
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the access log flushes every second
  const counts = front.cacheStatus();
  return { version: front.version, pages: pages.map((page) => ({ ...page, nginxCache: counts[page.path] ?? {} })) };
}

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--quick" && a !== "--no-build");
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(" ")}: use --quick and/or --no-build.`);
  const modeName = args.includes("--quick") ? "quick" : "full";
  const mode = MODES[modeName];
  const startedAt = new Date();
  const loadStart = os.loadavg();
  const notes: string[] = [];
  if (loadStart[0]! > os.cpus().length / 2) {
    notes.push(`The machine was already busy when the run began (load average ${loadStart[0]!.toFixed(2)} on ${os.cpus().length} CPUs): absolute numbers are lower than on a quiet machine; ratios hold better.`);
  }

  console.log(`Bench (${modeName}): preparing the bench database`);
  const database = await prepareDatabase();
  const port = await freePort();
  const env = appEnv(database.url, port);
  let server: Awaited<ReturnType<typeof start>> | undefined;
  let front: Front | undefined;
  try {
    if (!args.includes("--no-build")) await build(env);
    server = await start(env, port);
    const base = server.baseUrl;
    console.log(`Server up at ${base}`);

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
    await warmPages(base, pages.map((page) => page.path));
    const settled = await settle();
    if (!settled) notes.push("The machine stayed busy after the build and warm-up (1-minute load average above half the CPUs for 2 minutes): Lighthouse's main-thread numbers (TBT, and so performance) read high.");

    front = await startFront(port, notes);
    const visitorBase = "skipped" in front ? base : front.httpsUrl;
    const lighthouseVia = "skipped" in front ? "the app itself, plain HTTP/1.1" : `${front.version} with the lines of docs/deploying.md, HTTPS with HTTP/2`;
    console.log(`\nLighthouse: ${pages.length} pages × mobile and desktop × ${mode.lighthouseRuns}, through ${lighthouseVia}`);
    const lighthouse: PageLighthouse[] = [];
    const framework = frameworkScripts(DIST_DIR);
    const runner = await startLighthouse();
    try {
      for (const page of pages) {
        const { status, html } = await freshPage(base, page.path);
        const ownScripts = scriptPaths(html);
        const entry: PageLighthouse = { path: page.path, label: page.label, status, noindex: page.noindex ?? false };
        if (status === 200) {
          entry.js = await pageScripts(base, ownScripts, framework);
          for (const preset of PRESETS) {
            entry[preset] = await runner.run(`${visitorBase}${page.path}`, preset, mode.lighthouseRuns, page.label, ownScripts);
            const r = entry[preset];
            const kib = (bytes: number) => (bytes / 1024).toFixed(1);
            console.log(`  ${page.path} ${preset}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, JS ${kib(entry.js.gzipBytes)} KiB gzip (framework ${kib(entry.js.frameworkBytes)}, app ${kib(entry.js.appBytes)}; ${kib(r.jsBytes)} transferred, ${kib(r.jsBytesAll)} with prefetches)`);
          }
        } else {
          console.log(`  ${page.path}: HTTP ${status}, skipped`);
          notes.push(`\`${page.path}\` answered HTTP ${status} during this run, so it has no Lighthouse numbers.`);
        }
        lighthouse.push(entry);
      }
    } finally {
      await runner.close();
    }

    console.log(`\nThroughput: ${CONNECTIONS} connections, ${mode.autocannonSec} s per target`);
    const autocannon = { connections: CONNECTIONS, durationSec: mode.autocannonSec };
    const pagePaths = pages.map((p) => p.path);
    const throughput = {
      pages: await measureThroughput(base, pagePaths, autocannon),
      apis: await measureThroughput(
        base,
        ["/api/printful/store", "/api/printful/products", `/api/printful/products/${productId}`, "/api/blog-posts", `/api/blog-posts/${blogSlug}`],
        autocannon,
      ),
      nginx: await throughputViaNginx(front, pagePaths, autocannon),
    };

    console.log(`\nScale: seeding ${Object.entries(SCALE).map(([k, v]) => `${v} ${k}`).join(", ")}`);
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

    console.log(`\nLoad run: ${VISITORS} visitors for ${mode.visitorsSec} s`);
    const load = await runVisitors(base, await loadCatalogue(database.url), { visitors: VISITORS, durationSec: mode.visitorsSec, thinkMs: THINK_MS });
    console.log(`  ${load.requests} requests, ${load.errors} errors, p50 ${load.overall.p50Ms} ms, p99 ${load.overall.p99Ms} ms`);

    const processes = await compareProcessShapes(env, await loadCatalogue(database.url), {
      paths: ["/", "/checkout"],
      autocannon,
      load: { visitors: VISITORS, durationSec: Math.round(mode.visitorsSec / 2), thinkMs: THINK_MS },
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
        lighthouseRuns: mode.lighthouseRuns,
        lighthouseVia,
        autocannon,
        server: serverShape(),
      },
      budgets: BUDGETS,
      lighthouse,
      throughput,
      scale,
      load,
      processes,
    };
    const missed = budgetChecks(results).filter((check) => !check.ok);
    if (load.errors > 0) results.serverLogTail = server.logTail();
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(`${OUT_DIR}/results.json`, `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(`${OUT_DIR}/RESULTS.md`, renderMarkdown(results, notes));
    console.log(`\nWrote ${OUT_DIR}/results.json and ${OUT_DIR}/RESULTS.md: ${missed.length ? `${missed.length} budget(s) missed` : "every budget met"}.`);
  } finally {
    if (front && !("skipped" in front)) await front.stop();
    await server?.stop();
    await database.stop();
  }
}

runMain(main);
