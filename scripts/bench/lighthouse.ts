/**
 * Lighthouse (mobile and desktop presets) on each page: the median of several runs per metric
 * (taken in rounds, every page once a round, so a busy stretch of a shared machine falls on all),
 * plus the JavaScript each page loads (gzip bytes as transferred, from Lighthouse's network
 * records): the page's own scripts (those its HTML names), and everything, which adds what the
 * page fetched later (links prefetching other routes' code, lazy chunks). Every run's full report
 * goes to bench/.lighthouse/ for digging into a miss.
 */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";
import type { Artifacts } from "lighthouse/types/artifacts.js";
import { lcpScriptBytes } from "./lcp-scripts";
import { median } from "./stats";

/** Lighthouse's two presets, in the order the bench runs and reports them. */
export const PRESETS = ["mobile", "desktop"] as const;
export type Preset = (typeof PRESETS)[number];

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's CPU during the run (its BenchmarkIndex). Mobile
   * throttling slows whatever the host does by a fixed 4×, so a slower host moment raises TBT.
   */
  hostCpuIndex: number;
  /** Scripts the page's HTML names: what it needs to run. */
  jsBytes: number;
  /** Every script fetched while Lighthouse watched. */
  jsBytesAll: number;
};

/**
 * The performance metrics that scored below 1 in one run, with their scores as Lighthouse weighs
 * them (floored to two decimals): which steps a 99 fell on (docs/bench.md#reading-the-results).
 */
export type MetricShortfall = { metric: string; score: number };

/**
 * When Chrome presented the page's first contentful frame and when the load event fired, as
 * observed (before Lighthouse's simulation). The bench's pages are rendered on the server, their
 * words in the HTML before any script runs, so their first frame comes around the load event,
 * within tens of milliseconds either side. A first frame more than half a second after the load
 * was held back by Chrome's frame scheduling, which holds one for up to a second (chromiumFlags
 * below; Lighthouse issues 17148 and 17225 report the same on PageSpeed Insights), and Lantern
 * then counts every script in FCP, LCP and TBT.
 */
export type ObservedPaint = { firstFrameMs: number; loadMs: number };

export type LighthouseRun = LighthouseScores & {
  shortfalls: MetricShortfall[];
  observed: ObservedPaint;
  /** Transfer bytes of the scripts the simulated LCP counted (lcp-scripts.ts). */
  lcpScriptBytes: number;
};

const HELD_AFTER_LOAD_MS = 500;

export const frameHeld = ({ firstFrameMs, loadMs }: ObservedPaint) => firstFrameMs - loadMs > HELD_AFTER_LOAD_MS;

export type LighthouseResult = LighthouseScores & {
  runs: LighthouseRun[];
  /** Audits that cost points in a category (ids), from every run. */
  failing: Record<"performance" | "accessibility" | "best-practices" | "seo", string[]>;
  /** What the page logged as errors in any run (best practices' errors-in-console), so a lost point says why. */
  consoleErrors: string[];
  /** Loads Chrome never drew, repeated (loadUntilPainted). */
  unpaintedLoads: number;
  /** The largest scripts the page loads, for seeing where the bytes go. */
  scripts: { url: string; bytes: number }[];
};

const REPORT_DIR = "bench/.lighthouse";

/**
 * chrome-launcher's own flags, and two that keep headless Chrome's frame scheduling from holding
 * a page's first frame back, a delay a visitor's phone never has:
 * - Paint holding off. It keeps a tab's previous frame on screen while the next page loads; on
 *   this bench every run loads its page in the tab the previous run used, and Chrome withheld the
 *   first frame for 1 to 2 s with the main thread idle.
 * - `--run-all-compositor-stages-before-draw`: the renderer draws a frame only once its raster is
 *   done. Each run gets a new renderer, and mobile emulation then gives its view a new surface
 *   twice while the page loads; until the renderer's main thread takes the newest, its frames go
 *   to a surface the screen no longer shows. When four such frames pile up (one per tile batch
 *   rastered, more likely the longer the page's scripts keep the main thread), Chrome's viz takes
 *   the renderer for one that is flooding it (ThrottleUndrawnFrames) and sends it no frame for a
 *   second: the first frame shows at about 1.25 or 2.25 s instead of 0.3. That held 16 of 24
 *   mobile runs in a bench of 50c7de9 without this flag; with it, none of 6 runs of `/` held,
 *   against 5 of 6 runs without it taken in turn with them, and TBT was no higher. The first
 *   frame it shows is a complete one, so paint metrics can only come out later than a real
 *   draw, never earlier.
 * Certificate errors are ignored: the bench's nginx presents a certificate made for the run.
 */
function chromiumFlags(): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const disabled = defaults.find((flag) => flag.startsWith("--disable-features="));
  const features = [...(disabled?.split("=")[1]?.split(",") ?? []), "PaintHolding"];
  return [
    "--headless=new",
    "--ignore-certificate-errors",
    "--run-all-compositor-stages-before-draw",
    ...CHROMIUM_ARGS,
    ...defaults.filter((flag) => flag !== disabled),
    `--disable-features=${features.join(",")}`,
  ];
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

function scriptsOf(lhr: Result): { url: string; bytes: number }[] {
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({ url: item.url, bytes: item.transferSize ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes);
}

const METRICS = [
  { id: "first-contentful-paint", metric: "FCP" },
  { id: "largest-contentful-paint", metric: "LCP" },
  { id: "total-blocking-time", metric: "TBT" },
  { id: "cumulative-layout-shift", metric: "CLS" },
  { id: "speed-index", metric: "SI" },
];

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * The script paths an HTML document names (script tags and preloads), but for noModule ones:
 * the legacy polyfills that browsers with modules, all of today's, never download.
 */
export function scriptPaths(html: string): Set<string> {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  return new Set(tags.flatMap((tag) => [...tag.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!)));
}

function shortfallsOf(lhr: Result): MetricShortfall[] {
  return METRICS.map(({ id, metric }) => ({ metric, score: lhr.audits[id]?.score ?? 0 })).filter((shortfall) => shortfall.score < 1);
}

type ObservedMetrics = { observedFirstContentfulPaint?: number; observedLoad?: number };

function observedPaintOf(lhr: Result): ObservedPaint {
  const metrics = (lhr.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items?.[0];
  return { firstFrameMs: Math.round(metrics?.observedFirstContentfulPaint ?? Number.NaN), loadMs: Math.round(metrics?.observedLoad ?? Number.NaN) };
}

function runOf(lhr: Result, own: Set<string>, lcpScripts: number): LighthouseRun {
  const scripts = scriptsOf(lhr);
  const bytes = (list: { bytes: number }[]) => list.reduce((sum, script) => sum + script.bytes, 0);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    cls: Number(numeric(lhr, "cumulative-layout-shift").toFixed(3)),
    hostCpuIndex: Math.round(lhr.environment.benchmarkIndex),
    jsBytes: bytes(scripts.filter((script) => own.has(new URL(script.url).pathname))),
    jsBytesAll: bytes(scripts),
    shortfalls: shortfallsOf(lhr),
    observed: observedPaintOf(lhr),
    lcpScriptBytes: lcpScripts,
  };
}

function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const result = lhr.audits[ref.id];
      return result && result.score !== null && result.score < (category === "performance" ? 0.9 : 1);
    })
    .map((ref) => ref.id);
}

type ConsoleItem = { source?: string; description?: string; sourceLocation?: { url?: string } };

function consoleErrorsOf(lhr: Result): string[] {
  const details = lhr.audits["errors-in-console"]?.details as { items?: ConsoleItem[] } | undefined;
  return (details?.items ?? []).map((item) => [item.source, item.description, item.sourceLocation?.url].filter(Boolean).join(": "));
}

/**
 * One Lighthouse load, repeated at most twice when Chrome drew nothing at all (NO_FCP). Drawing
 * only complete frames (chromiumFlags) now and then leaves a page undrawn for Lighthouse's whole
 * wait: once in about 80 loads here. Such a load measured nothing, so it is repeated and counted
 * (`unpaintedLoads`). Now and then the Chrome that drew nothing draws nothing again for every
 * later load of every page (twice in a few hundred loads), so each repeat runs in a new Chrome
 * (`relaunch`); a page that never paints fails the bench all the same. Any other runtime error
 * fails it at once.
 */
export async function loadUntilPainted(
  load: () => Promise<Result | undefined>,
  url: string,
  relaunch: () => Promise<void> = async () => {},
): Promise<{ lhr: Result; unpainted: number }> {
  for (let unpainted = 0; ; unpainted++) {
    if (unpainted > 0) await relaunch();
    const lhr = await load();
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}.`);
    if (!lhr.runtimeError) return { lhr, unpainted };
    if (lhr.runtimeError.code !== "NO_FCP" || unpainted === 2) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  }
}

/** One Lighthouse run of a page, with what the summary of several keeps of it. */
export type LighthouseSample = {
  run: LighthouseRun;
  failing: LighthouseResult["failing"];
  consoleErrors: string[];
  scripts: { url: string; bytes: number }[];
  unpainted: number;
};

export type LighthouseRunner = {
  /** One run of the page with the preset; its report goes to bench/.lighthouse/<label>-<preset>-<round>.json. */
  sample(url: string, preset: Preset, label: string, round: number, ownScripts: Set<string>): Promise<LighthouseSample>;
  close(): Promise<void>;
};

/** The runs of one page and preset taken together: the median of each metric, every failing audit and console error. */
export function summarise(samples: LighthouseSample[]): LighthouseResult {
  const perRun = samples.map((sample) => sample.run);
  const pick = (key: keyof LighthouseScores) => median(perRun.map((r) => r[key]));
  const failing = (category: keyof LighthouseResult["failing"]) => [...new Set(samples.flatMap((sample) => sample.failing[category]))];
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: pick("fcpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    hostCpuIndex: pick("hostCpuIndex"),
    jsBytes: pick("jsBytes"),
    jsBytesAll: pick("jsBytesAll"),
    runs: perRun,
    failing: { performance: failing("performance"), accessibility: failing("accessibility"), "best-practices": failing("best-practices"), seo: failing("seo") },
    consoleErrors: [...new Set(samples.flatMap((sample) => sample.consoleErrors))],
    unpaintedLoads: samples.reduce((sum, sample) => sum + sample.unpainted, 0),
    scripts: samples[0]?.scripts ?? [],
  };
}

export async function startLighthouse(): Promise<LighthouseRunner> {
  const launch = () => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromiumFlags(), ignoreDefaultFlags: true });
  let chrome = await launch();
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const flags = (): Flags => ({ port: chrome.port, output: "json", logLevel: "error" });
  const relaunch = async () => {
    chrome.kill();
    chrome = await launch();
  };

  return {
    async sample(url, preset, label, round, ownScripts) {
      // Set with the lhr that loadUntilPainted returns (it throws when Lighthouse returned nothing).
      let artifacts: Artifacts | undefined;
      const { lhr, unpainted } = await loadUntilPainted(
        async () => {
          const result = await lighthouse(url, flags(), preset === "desktop" ? desktopConfig : undefined);
          artifacts = result?.artifacts;
          return result?.lhr;
        },
        url,
        relaunch,
      );
      fs.writeFileSync(path.join(REPORT_DIR, `${label}-${preset}-${round}.json`), JSON.stringify(lhr));
      return {
        run: runOf(lhr, ownScripts, await lcpScriptBytes(artifacts!)),
        failing: {
          performance: failingAudits(lhr, "performance"),
          accessibility: failingAudits(lhr, "accessibility"),
          "best-practices": failingAudits(lhr, "best-practices"),
          seo: failingAudits(lhr, "seo"),
        },
        consoleErrors: consoleErrorsOf(lhr),
        scripts: scriptsOf(lhr).slice(0, 8),
        unpainted,
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}
