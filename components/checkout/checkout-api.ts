import type { CartItem } from "@/lib/cart/cart";
import type { CustomerInfo } from "@/lib/validation/checkout";
import { sendJson as post } from "@/components/forms/send-json";

/** The server's prices for a cart, in cents (it never uses the prices a browser holds). */
export type ServerTotals = { subtotal: number; discount: number; total: number; couponCode: string | null };

export type PaymentIntentReply = ServerTotals & { clientSecret: string; paymentIntentId: string; provider: "sandbox" | "stripe" };

/** What the server needs of a cart line: ids and quantity, never the price. */
export function checkoutItems(items: CartItem[]) {
  return items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
}

export const priceWithCoupon = (items: CartItem[], couponCode: string) =>
  post<ServerTotals>("/api/checkout/price", { items: checkoutItems(items), couponCode });

export const createPaymentIntent = (items: CartItem[], customerInfo: CustomerInfo, couponCode: string | null) =>
  post<PaymentIntentReply>("/api/create-payment-intent", { items: checkoutItems(items), customerInfo, ...(couponCode ? { couponCode } : {}) });

export const confirmSandboxPayment = (clientSecret: string, card: { number: string; expiry: string; cvc: string }) =>
  post<{ paymentIntent: { id: string; status: string; amount: number } }>("/api/payments/sandbox/confirm", { clientSecret, card });

export const createOrder = (items: CartItem[], customerInfo: CustomerInfo, paymentIntentId: string) =>
  post<{ success: boolean; message: string; orderId: number; confirmationUrl: string }>("/api/create-order", {
    items: checkoutItems(items),
    customerInfo,
    paymentIntentId,
  });
