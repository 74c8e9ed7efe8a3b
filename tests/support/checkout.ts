import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as createOrder } from "@/app/api/create-order/route";
import { POST as confirmSandbox } from "@/app/api/payments/sandbox/confirm/route";
import { prisma } from "@/lib/db";
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

const REPRICED = { productId: 103, variantId: 1031 };

/**
 * A payment the gateway took for a checkout that then gets no order: its card captured (as an
 * earlier report that failed right after capturing leaves it), then its variant's price changed
 * before the payment is reported again, which refuses the order and refunds the payment in full.
 * Its payment id and amount.
 */
export async function refusedAfterCapture(): Promise<{ paymentIntentId: string; amount: number }> {
  await prisma.merchProduct.upsert({
    where: { id: REPRICED.productId },
    update: {},
    create: {
      id: REPRICED.productId,
      name: "Repriced Cap",
      slug: "repriced-cap",
      description: "Cap",
      thumbnailUrl: "/merch/cap.webp",
      variants: { create: [{ id: REPRICED.variantId, name: "Repriced Cap / One size", retailPrice: 1800, imageUrl: "/merch/cap.webp" }] },
    },
  });
  const paymentIntentId = await paidSandboxPayment([{ productId: String(REPRICED.productId), variantId: String(REPRICED.variantId), quantity: 1 }]);
  const { amount } = await prisma.sandboxPaymentIntent.update({ where: { id: paymentIntentId }, data: { status: "succeeded" } });
  await prisma.merchVariant.update({ where: { id: REPRICED.variantId }, data: { retailPrice: { increment: 100 } } });
  const refused = await reportPayment(paymentIntentId);
  if (refused.status !== 409) throw new Error(`reporting the repriced payment answered ${refused.status}`);
  return { paymentIntentId, amount };
}
