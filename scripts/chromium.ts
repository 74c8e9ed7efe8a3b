import fs from "node:fs";

/**
 * Debian's Chromium as this project runs it: as root, on a machine with no outside network,
 * where its background connections would only fail. Lighthouse measures with the full browser
 * (`chromium`); tests and screenshots use its headless shell (`chromium-headless-shell`) when it
 * is installed, which runs the e2e suite in little more than half the time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Playwright's launch options: the headless shell where there is one, unless CHROMIUM_PATH names a browser. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH),
  args: CHROMIUM_ARGS,
};
