import { sendJson as post } from "@/components/forms/send-json";

/** The quote link's calls: the server knows the amount from the stored quote, the browser sends none. */
export const openQuotePayment = (token: string) => post<{ clientSecret: string; provider: "sandbox" | "stripe"; total: number }>(`/api/quotes/${token}/payment`, {});

export const confirmQuotePayment = (token: string) => post<{ printOrderId: number; message: string }>(`/api/quotes/${token}/payment/confirm`, {});

export const askQuoteQuestion = (token: string, message: string) => post<{ sent: true }>(`/api/quotes/${token}/questions`, { message });
