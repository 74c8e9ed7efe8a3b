import { sendJson as post } from "@/components/forms/send-json";
import type { ShippingAddress } from "@/lib/validation/print-quote";

/** The quote link's calls: the server knows the amount from the stored quote, the browser sends only where to ship. */
export const openQuotePayment = (token: string, shipping: ShippingAddress) =>
  post<{ clientSecret: string; provider: "sandbox" | "stripe"; total: number }>(`/api/quotes/${token}/payment`, { shipping });

export const confirmQuotePayment = (token: string) => post<{ printOrderId: number; message: string }>(`/api/quotes/${token}/payment/confirm`, {});

export const askQuoteQuestion = (token: string, message: string) => post<{ sent: true }>(`/api/quotes/${token}/questions`, { message });
