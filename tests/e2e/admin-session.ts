import type { Locator, Page } from "@playwright/test";
import { E2E_ENV } from "@/scripts/e2e-env";
import { expect } from "./fixtures";

/** The seeded admin of the e2e database (scripts/e2e-env.ts). */
export const ADMIN = { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD };
export const ADMIN_PIN = E2E_ENV.ADMIN_PIN;

/** Logs in as the admin and passes the PIN step, through the API (never a wrong PIN: 5 lock the admin out for every spec). */
export async function signIn(page: Page) {
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const pin = await page.request.post("/api/admin/pin", { data: { pin: ADMIN_PIN } });
  expect(pin.status(), await pin.text()).toBe(200);
}

export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}
