import { isCents, parseDecimalString, sumCents, type Cents } from "@/lib/money";

/** The shopping cart as docs/product.md#cart-panel describes it: pure functions, no storage, no React. */
export type CartItem = {
  /** productId and variantId joined by a hyphen */
  id: string;
  productId: string;
  variantId: string;
  name: string;
  variantName: string;
  image: string;
  /** Display price of one; the server prices every order itself. */
  priceCents: Cents;
  currency: string;
  quantity: number;
  size: string | null;
  color: string | null;
};

/** "RCI Unisex Tee / Black / S" under "RCI Unisex Tee" reads better as "Black / S". */
export function variantLabel(item: Pick<CartItem, "name" | "variantName">): string {
  const prefix = `${item.name} / `;
  return item.variantName.startsWith(prefix) && item.variantName.length > prefix.length ? item.variantName.slice(prefix.length) : item.variantName;
}

export type CartAction =
  { type: "add"; item: Omit<CartItem, "id"> } | { type: "setQuantity"; id: string; quantity: number } | { type: "remove"; id: string } | { type: "clear" };

export function cartLineId(productId: string, variantId: string): string {
  return `${productId}-${variantId}`;
}

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const id = cartLineId(action.item.productId, action.item.variantId);
      const existing = items.find((item) => item.id === id);
      if (existing) {
        return items.map((item) => (item.id === id ? { ...item, quantity: item.quantity + action.item.quantity } : item));
      }
      return [...items, { ...action.item, id }];
    }
    case "setQuantity":
      if (action.quantity <= 0) return items.filter((item) => item.id !== action.id);
      return items.map((item) => (item.id === action.id ? { ...item, quantity: action.quantity } : item));
    case "remove":
      return items.filter((item) => item.id !== action.id);
    case "clear":
      return [];
  }
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price times quantity. */
export function cartTotal(items: CartItem[]): Cents {
  return sumCents(items.map((item) => item.priceCents * item.quantity));
}

/**
 * A saved line's price: priceCents, or `price` in dollars as carts were saved before they kept
 * cents (read from its decimal text, so 24.99 is 2499 exactly); null when it is neither.
 */
function savedPriceCents(line: Record<string, unknown>): Cents | null {
  if ("priceCents" in line) return isCents(line.priceCents) && line.priceCents >= 0 ? line.priceCents : null;
  return typeof line.price === "number" ? parseDecimalString(String(line.price)) : null;
}

function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== "object" || value === null) return null;
  const saved = value as Record<string, unknown>;
  const priceCents = savedPriceCents(saved);
  const valid =
    typeof saved.id === "string" &&
    typeof saved.productId === "string" &&
    typeof saved.variantId === "string" &&
    typeof saved.name === "string" &&
    priceCents !== null &&
    typeof saved.quantity === "number" &&
    Number.isInteger(saved.quantity) &&
    saved.quantity > 0 &&
    // A line too large to total exactly was not saved by this shop.
    isCents(priceCents * saved.quantity);
  if (!valid) return null;
  const item: Record<string, unknown> = { ...saved, priceCents };
  delete item.price;
  return item as CartItem;
}

/**
 * Reads a saved cart. A corrupt entry is reported through onError and yields an empty cart;
 * lines of an unexpected shape are dropped.
 */
export function parseStoredCart(raw: string | null, onError: (error: unknown) => void = console.error): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error("Saved cart is not a list");
    return parsed.map(toCartItem).filter((item) => item !== null);
  } catch (error) {
    onError(error);
    return [];
  }
}
