import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

type Fixtures = {
  /** Fails the test on any serious or critical accessibility violation of the current page. */
  expectAccessible: (options?: { include?: string }) => Promise<void>;
};

async function seriousViolations(page: Page, include?: string) {
  // axe runs in the page itself (legacy mode), not in each frame with a blank page opened to
  // combine the results, and reports only the violations in full: the suite's pages have no
  // cross-origin frame (payments are the TEST MODE form), and a check of / takes 1.3 s instead of 2.3.
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * E2E_BASE_URL points the suite at a server it did not start: the standalone production server of
 * scripts/standalone-smoke.ts, or one a developer runs, maybe `next dev`, which compiles each page
 * on its first visit, allows eval and sends no HSTS. Without it the suite runs its own production build.
 */
export const AGAINST_EXTERNAL_SERVER = Boolean(process.env.E2E_BASE_URL);

/**
 * The ceiling for a wait on the server: a navigation, a page rendered per request, a job run after
 * a response. The production build the suite runs answers in well under a second; only a failing
 * test waits this out.
 */
export const SERVER = { timeout: AGAINST_EXTERNAL_SERVER ? 90_000 : 15_000 };

/** The ceiling for a test that walks a whole flow (signs in, visits several pages, waits for jobs). */
export const FLOW_TIMEOUT = AGAINST_EXTERNAL_SERVER ? 240_000 : 60_000;

let visitor = 0;

export const test = base.extend<Fixtures>({
  // Each test is its own visitor (own client address), so per-visitor rate limits count one
  // test's requests, not the whole suite's.
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    visitor += 1;
    const run = (Date.now() % 0xffff).toString(16);
    // The server counts an IPv6 visitor by its /64 (lib/http/client-ip.ts): the test's own number
    // goes in the network half of the address.
    await provide({ "x-forwarded-for": `2001:db8:${run}:${((testInfo.workerIndex % 16) * 4096 + (visitor % 4096)).toString(16)}::1` });
  },
  // Fails any test whose page breaks the Content-Security-Policy (lib/http/security-headers.ts).
  // Chrome reports some violations (a blocked eval) only as an event, so each is echoed to the console too.
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`,
        ),
      );
    });
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await provide(page);
    expect(violations, "Content Security Policy violations").toEqual([]);
  },
  expectAccessible: async ({ page }, provide) => {
    await provide(async (options) => {
      expect(await seriousViolations(page, options?.include)).toEqual([]);
    });
  },
});

export { expect };

/**
 * Holds the page's requests to this address until the returned function is called, so a test
 * sees the busy state as long as it needs to, however loaded the machine is.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the element, so what the test does reaches the page's code. */
export async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))), SERVER).toBe(true);
}

/**
 * Waits until the page has loaded and its main thread has gone idle: every script has run and React
 * has finished hydrating (it works in back-to-back tasks until then), so the page's controls respond.
 * "networkidle" would also wait out the prefetch of every link on the page, a second or two more.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** Opens an address and waits until the page has hydrated, so its controls respond. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await untilHydrated(page);
}

/**
 * Reloads the page until `check` passes on it, within the server ceiling: for what the page shows
 * only once a job run after a response has done its work (an email sent, a fulfilment submitted).
 */
export async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass(SERVER);
}

/** A real 1×1 PNG (70 bytes), for uploads: the server checks a file's content, not only its name. */
export const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
