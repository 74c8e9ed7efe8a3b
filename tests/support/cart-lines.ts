import type { CartAction } from "@/lib/cart/cart";
import { cents } from "@/lib/money";

/** A merch line as the product page adds it to the browser's cart (one black tee, size M). */
export const BLACK_TEE_LINE: Extract<CartAction, { type: "add" }>["item"] = {
  productId: "400000001",
  variantId: "500000002",
  name: "RCI Unisex Tee",
  variantName: "RCI Unisex Tee / Black / M",
  image: "/merch/rci-unisex-tee-black.webp",
  priceCents: cents(2499),
  currency: "USD",
  quantity: 1,
  size: "M",
  color: "Black",
};
