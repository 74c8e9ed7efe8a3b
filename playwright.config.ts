import { defineConfig, devices } from "@playwright/test";
import { productionServer } from "./scripts/production-server";
import { chromiumLaunchOptions } from "./scripts/chromium";
import { E2E_PORT as PORT } from "./scripts/e2e-env";

// E2E_BASE_URL points the tests at a server that is already running (e.g. `npm run dev`).
const externalServer = process.env.E2E_BASE_URL;
const server = productionServer("127.0.0.1", PORT);

/**
 * End-to-end tests against the production build (`npm test` builds it and prepares the e2e
 * database first; see scripts/test.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A committed .only, which would quietly skip the rest, fails the run locally as in CI.
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e.json" }]],
  use: {
    baseURL: externalServer ?? `http://127.0.0.1:${PORT}`,
    // Recording a trace slows every test by a fifth; E2E_TRACE=1 keeps one for each failure.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // A visitor who asks for less motion, whom the site serves without animations (app/brand.css):
    // dialogs, sheets and toasts are in place at once, so no action waits for one to settle.
    reducedMotion: "reduce",
  },
  projects: [
    // Every test runs on a desktop. A phone runs those tagged @phone (its pages, layout and main
    // flows, where a small screen changes what a visitor meets) and @phone-only (what only it shows).
    { name: "desktop", grepInvert: /@phone-only|@smoke/, use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } },
    { name: "phone", grep: /@phone/, grepInvert: /@smoke/, use: { ...devices["Pixel 7"], launchOptions: chromiumLaunchOptions } },
    // What a deployer checks first, run against the standalone server by scripts/standalone-smoke.ts.
    { name: "smoke", grep: /@smoke/, use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: externalServer
    ? undefined
    : {
        command: `node ${server.args.join(" ")}`,
        env: server.env,
        url: `http://127.0.0.1:${PORT}`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});
