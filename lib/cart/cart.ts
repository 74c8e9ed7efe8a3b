/** The shopping cart as SPEC §3 and §4 describe it: pure functions, no storage, no React. */
export type CartItem = {
  /** productId and variantId joined by a hyphen */
  id: string;
  productId: string;
  variantId: string;
  name: string;
  variantName: string;
  image: string;
  /** Display price in dollars; the server prices every order itself. */
  price: number;
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
  | { type: "add"; item: Omit<CartItem, "id"> }
  | { type: "setQuantity"; id: string; quantity: number }
  | { type: "remove"; id: string }
  | { type: "clear" };

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

/** Sum of price times quantity, in dollars, rounded to cents. */
export function cartTotal(items: CartItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * 100 * item.quantity, 0)) / 100;
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.productId === "string" &&
    typeof v.variantId === "string" &&
    typeof v.name === "string" &&
    typeof v.price === "number" &&
    Number.isFinite(v.price) &&
    typeof v.quantity === "number" &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0
  );
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
    return parsed.filter(isCartItem);
  } catch (error) {
    onError(error);
    return [];
  }
}
