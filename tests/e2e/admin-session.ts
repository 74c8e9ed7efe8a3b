import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The seeded admin (scripts/test.ts E2E_ENV, and the dev database's seed). */
export const ADMIN = { email: "admin@viralize.test", password: "viralize-admin" };
export const ADMIN_PIN = "246810";

/** Logs in as the admin and passes the PIN step, through the API (never a wrong PIN: 5 lock the admin out for every spec). */
export async function signIn(page: Page) {
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const pin = await page.request.post("/api/admin/pin", { data: { pin: ADMIN_PIN } });
  expect(pin.status(), await pin.text()).toBe(200);
}

/** Opens an admin address and waits until the page's scripts have loaded, so its controls respond. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}
