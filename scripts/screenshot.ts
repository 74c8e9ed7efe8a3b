/**
 * Looks at a page as a person would: `npx tsx scripts/screenshot.ts <url> <out.png> [desktop|phone] [--viewport] [--element=<css>] [--width=<px>]`
 * saves a full-page screenshot (only the first screen with --viewport, one element with --element)
 * from Debian's Chromium, on a 1366 px desktop or a 375 px phone (another width with --width, e.g. a 390 px phone).
 */
import { chromium, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium";

const [url, out, device = "desktop"] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const element = process.argv.find((arg) => arg.startsWith("--element="))?.slice("--element=".length);
const width = Number(process.argv.find((arg) => arg.startsWith("--width="))?.slice("--width=".length)) || undefined;
if (!url || !out) {
  console.error("usage: npx tsx scripts/screenshot.ts <url> <out.png> [desktop|phone] [--viewport]");
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext(
  device === "phone" ? { ...devices["Pixel 7"], viewport: { width: width ?? 375, height: 812 } } : { viewport: { width: width ?? 1366, height: 900 } },
);
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
// A full-page capture does not scroll, so sections the browser draws only near the screen
// (render-when-near in app/brand.css) would come out blank.
await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
if (element) await page.locator(element).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: !process.argv.includes("--viewport") });
await browser.close();
