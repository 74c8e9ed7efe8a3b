/**
 * The server's once-only work, done before Lighthouse watches: on this bench the server shares the
 * machine's two cores with the browser, so work a visitor's phone would never wait on (an image
 * width encoded for the first time, a page regenerated in the background) is counted as the page's
 * main-thread time when it overlaps a run.
 */
import { chromium } from "@playwright/test";
import { screenEmulationMetrics } from "lighthouse/core/config/constants.js";
import { chromiumLaunchOptions } from "../chromium";

const REGENERATION_WAIT_MS = 30_000;

/**
 * Visits each page in Chromium at the phone's and the desktop's screen sizes of Lighthouse's two
 * presets, so every image width they ask for is encoded, as a shop's first visitors would have
 * left it (next/image keeps each encode on disk; the first AVIF of a width is hundreds of
 * milliseconds of CPU).
 */
export async function warmPages(base: string, paths: string[]): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const screen of [screenEmulationMetrics.mobile, screenEmulationMetrics.desktop]) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: screen.mobile,
        hasTouch: screen.mobile,
      });
      const page = await context.newPage();
      for (const path of paths) await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * A page's HTML, after any background regeneration that this request started (Next answers a
 * page past its revalidate time as STALE and renders it again behind the answer) has finished,
 * so that render does not overlap the page's first run.
 */
export async function freshPage(base: string, path: string): Promise<{ status: number; html: string }> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${base}${path}`);
    const html = await response.text();
    if (response.headers.get("x-nextjs-cache") !== "STALE" || Date.now() - started > REGENERATION_WAIT_MS) return { status: response.status, html };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
