import type { CartItem } from "@/lib/cart/cart";
import type { CustomerInfo } from "@/lib/checkout/schema";

/** The server's prices for a cart, in cents (it never uses the prices a browser holds). */
export type ServerTotals = { subtotal: number; discount: number; total: number; couponCode: string | null };

export type PaymentIntentReply = ServerTotals & { clientSecret: string; paymentIntentId: string; provider: "sandbox" | "stripe" };

type Reply<T> = { ok: true; data: T } | { ok: false; status: number; error?: string };

const OFFLINE = "We couldn't reach our server. Check your connection and try again.";

/** POSTs JSON with cookies (SPEC §7) and reads either the answer or the `{ error }` sentence of a refusal. */
async function post<T>(url: string, body: unknown): Promise<Reply<T>> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, error: OFFLINE };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && data && typeof data === "object") return { ok: true, data: data as T };
  const error = data && typeof data === "object" && "error" in data && typeof data.error === "string" ? data.error.trim() : "";
  return { ok: false, status: response.status, error: error || undefined };
}

/** What the server needs of a cart line: ids and quantity, never the price. */
export function checkoutItems(items: CartItem[]) {
  return items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
}

export const priceWithCoupon = (items: CartItem[], couponCode: string) => post<ServerTotals>("/api/checkout/price", { items: checkoutItems(items), couponCode });

export const createPaymentIntent = (items: CartItem[], customerInfo: CustomerInfo, couponCode: string | null) =>
  post<PaymentIntentReply>("/api/create-payment-intent", { items: checkoutItems(items), customerInfo, ...(couponCode ? { couponCode } : {}) });

export const confirmSandboxPayment = (clientSecret: string, card: { number: string; expiry: string; cvc: string }) =>
  post<{ paymentIntent: { id: string; status: string; amount: number } }>("/api/payments/sandbox/confirm", { clientSecret, card });

export const createOrder = (items: CartItem[], customerInfo: CustomerInfo, paymentIntentId: string) =>
  post<{ success: boolean; message: string; orderId: number | string }>("/api/create-order", { items: checkoutItems(items), customerInfo, paymentIntentId });
