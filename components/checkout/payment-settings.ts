import type { PaymentSettings } from "@/lib/payments/settings";

let settings: Promise<PaymentSettings> | undefined;

/**
 * The running server's payment settings (GET /api/payments/settings), asked once per page view:
 * /checkout is prerendered, so they can't be in its HTML. A failure is thrown to the page's error
 * notice, whose retry asks again.
 */
export function loadPaymentSettings(): Promise<PaymentSettings> {
  if (!settings) {
    settings = fetch("/api/payments/settings").then(async (response) => {
      if (!response.ok) throw new Error(`The payment settings answered HTTP ${response.status}.`);
      return (await response.json()) as PaymentSettings;
    });
    settings.catch(() => (settings = undefined));
  }
  return settings;
}
