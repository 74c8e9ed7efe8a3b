import "server-only";
import { prisma } from "@/lib/db";
import { formatCents, parseDecimalString, sumCents, type Cents } from "@/lib/money";
import { Conflict, Invalid } from "@/lib/errors";
import type { MerchCatalogue } from "@/lib/merch/types";
import { couponDiscount, couponProblem } from "./coupon-rules";
import type { CheckoutItem } from "@/lib/validation/checkout";

export type PricedLine = { productId: string; variantId: string; name: string; variantName: string; image: string; unitPrice: Cents; quantity: number };
export type PricedCart = {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  total: number;
  currency: "usd";
  coupon: { id: number; code: string } | null;
};

/** Card processors refuse smaller charges. */
export const MINIMUM_CHARGE_CENTS = 50;

/**
 * Prices a cart from the catalogue (never from the browser) and applies a coupon, in cents.
 * Unknown, ignored or out-of-stock items and unusable coupons are refused with a sentence.
 */
export async function priceCart(catalogue: MerchCatalogue, items: CheckoutItem[], couponCode?: string): Promise<PricedCart> {
  const merged = new Map<string, CheckoutItem>();
  for (const item of items) {
    const key = `${item.productId}-${item.variantId}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + item.quantity } : item);
  }

  const products = new Map<string, Awaited<ReturnType<MerchCatalogue["product"]>>>();
  const lines: PricedLine[] = [];
  for (const item of merged.values()) {
    if (!products.has(item.productId)) products.set(item.productId, await catalogue.product(Number(item.productId)));
    const product = products.get(item.productId);
    const variant = product?.sync_variants.find((v) => String(v.id) === item.variantId);
    if (!product || product.sync_product.is_ignored || !variant) {
      throw new Invalid("One of the items in your cart is no longer available. Remove it and try again.");
    }
    if (!variant.synced) throw new Conflict(`${variant.name} is out of stock. Remove it from your cart to continue.`);
    if (item.quantity > 99) throw new Invalid("At most 99 of one item per order.");
    const unitPrice = parseDecimalString(variant.retail_price);
    if (unitPrice === null || unitPrice <= 0) throw new Conflict(`${variant.name} has no price yet. Remove it from your cart to continue.`);
    lines.push({
      productId: item.productId,
      variantId: item.variantId,
      name: product.sync_product.name,
      variantName: variant.name,
      image: variant.files[0]?.preview_url ?? variant.product.image,
      unitPrice,
      quantity: item.quantity,
    });
  }

  const subtotal = sumCents(lines.map((line) => line.unitPrice * line.quantity));
  let discount = 0;
  let coupon: PricedCart["coupon"] = null;
  if (couponCode) {
    const found = await prisma.coupon.findUnique({ where: { code: couponCode } });
    const problem = couponProblem(found, subtotal);
    if (problem || !found) throw new Invalid(problem ?? "That coupon code doesn't exist.");
    discount = couponDiscount(found, subtotal);
    coupon = { id: found.id, code: found.code };
  }
  const total = subtotal - discount;
  if (total < MINIMUM_CHARGE_CENTS) throw new Invalid(`Orders must total at least ${formatCents(MINIMUM_CHARGE_CENTS)} after discounts.`);
  return { lines, subtotal, discount, total, currency: "usd", coupon };
}
