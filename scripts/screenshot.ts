/**
 * Looks at a page as a person would: `npx tsx scripts/screenshot.ts <url> <out.png> [desktop|phone] [--viewport]`
 * saves a full-page screenshot (or only the first screen with --viewport) from Debian's Chromium.
 */
import { chromium, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium";

const [url, out, device = "desktop"] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (!url || !out) {
  console.error("usage: npx tsx scripts/screenshot.ts <url> <out.png> [desktop|phone] [--viewport]");
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext(device === "phone" ? devices["Pixel 7"] : { viewport: { width: 1366, height: 900 } });
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: !process.argv.includes("--viewport") });
await browser.close();
