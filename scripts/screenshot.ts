/**
 * Looks at a page as a person would: `npx tsx scripts/screenshot.ts <url> <out.png> [desktop|phone] [--viewport] [--element=<css>] [--width=<px>] [--admin]`
 * saves a full-page screenshot (only the first screen with --viewport, one element with --element)
 * from Debian's Chromium, on a 1366 px desktop or a 375 px phone (--width=390 for another phone).
 * --admin signs in as the admin first (ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_PIN, else the local
 * demo's), through the same log-in and PIN calls as the browser, so admin pages can be looked at.
 * The session is kept in .data/screenshot-admin.json for the next screenshot: signing in for each
 * one would soon meet the log-in rate limit.
 */
import fs from "node:fs";
import { chromium, devices } from "@playwright/test";
import { PUBLISHED_ADMIN } from "@/lib/env";
import { chromiumLaunchOptions } from "./chromium";

const [url, out, device = "desktop"] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const element = option("element");
const width = Number(option("width") ?? (device === "phone" ? 375 : 1366));
if (!url || !out) {
  console.error("usage: npx tsx scripts/screenshot.ts <url> <out.png> [desktop|phone] [--viewport] [--element=<css>] [--width=<px>] [--admin]");
  process.exit(2);
}
const ADMIN_SESSION = ".data/screenshot-admin.json";
const admin = process.argv.includes("--admin");
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({
  ...(device === "phone" ? { ...devices["Pixel 7"], viewport: { width, height: width >= 390 ? 844 : 812 } } : { viewport: { width, height: 900 } }),
  ...(admin && fs.existsSync(ADMIN_SESSION) ? { storageState: ADMIN_SESSION } : {}),
});
// `next dev` compiles each page on its first visit, which can take a minute on a busy machine.
context.setDefaultTimeout(120_000);
const page = await context.newPage();
const origin = new URL(url).origin;
if (admin && !(await page.request.get(`${origin}/api/admin/coupons`, { timeout: 120_000 })).ok()) {
  const login = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: process.env.ADMIN_EMAIL ?? PUBLISHED_ADMIN.email, password: process.env.ADMIN_PASSWORD ?? PUBLISHED_ADMIN.password },
    timeout: 120_000,
  });
  const pin = login.ok()
    ? await page.request.post(`${origin}/api/admin/pin`, { data: { pin: process.env.ADMIN_PIN ?? PUBLISHED_ADMIN.pin }, timeout: 120_000 })
    : login;
  if (!pin.ok()) {
    console.error(`Signing in as the admin failed: ${pin.status()} ${await pin.text()}`);
    process.exit(1);
  }
  fs.mkdirSync(".data", { recursive: true });
  await context.storageState({ path: ADMIN_SESSION });
}
await page.goto(url, { waitUntil: "networkidle" });
// Hydrated, so what the page's script draws (a tab bar's More menu) is drawn.
await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
// A full-page capture does not scroll, so sections the browser draws only near the screen
// (render-when-near in app/brand.css) would come out blank.
await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
if (element) await page.locator(element).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: !process.argv.includes("--viewport") });
await browser.close();
