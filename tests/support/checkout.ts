import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as createOrder } from "@/app/api/create-order/route";
import { POST as confirmSandbox } from "@/app/api/payments/sandbox/confirm/route";
import { customer } from "./catalogue";
import { jsonRequest } from "./requests";

// Imports route handlers, which read the environment once: import this after setting it.

export type CartItem = { productId: string; variantId: string; quantity: number };

/**
 * Checks out items and pays with the sandbox's test card, as the browser does; the payment id.
 * With a session cookie, the checkout is that signed-in person's.
 */
export async function paidSandboxPayment(items: CartItem[], { cookie }: { cookie?: string } = {}): Promise<string> {
  const opened = await createIntent(jsonRequest("/api/create-payment-intent", { items, customerInfo: customer }, { headers: cookie ? { cookie } : {} }));
  const { clientSecret, paymentIntentId } = (await opened.json()) as { clientSecret: string; paymentIntentId: string };
  if (!opened.ok) throw new Error(`create-payment-intent answered ${opened.status}`);
  const paid = await confirmSandbox(
    jsonRequest("/api/payments/sandbox/confirm", { clientSecret, card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } }),
  );
  if (!paid.ok) throw new Error(`the sandbox confirmation answered ${paid.status}`);
  return paymentIntentId;
}

/** The browser reporting a confirmed payment (POST /api/create-order). */
export function reportPayment(paymentIntentId: string): Promise<Response> {
  return createOrder(jsonRequest("/api/create-order", { paymentIntentId }));
}
