import { z } from "@/lib/validation/zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Keep your ${label} under ${max} characters.`);
const optional = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`).optional().default("");

/** A US shipping address, as the checkout and a print quote's payment ask for it. */
export const addressFields = {
  address: text("street address", 200),
  address2: optional(200),
  city: text("city", 100),
  state: z
    .string({ error: "Enter your state." })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use two letters, like TX."),
  zip: z
    .string({ error: "Enter your ZIP code." })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code."),
};

/** The customer's details (docs/product.md#checkout). Names and email are what the product requires; a parcel also needs an address. */
export const customerInfoSchema = z.object(
  {
    firstName: text("first name", 100),
    lastName: text("last name", 100),
    email: z.email({ error: "Enter a valid email address." }).max(254),
    phone: optional(40),
    ...addressFields,
    notes: optional(1000),
  },
  { error: "Customer information is missing." },
);

/** A cart line as the browser sends it. Any price it carries is ignored: the server prices every line. */
// Ids in their one spelling ("0101" is 101), so the same item can't become two cart lines of 99 each.
const canonicalId = (message: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}$/, message))
    .transform((id) => String(Number(id)));

export const checkoutItemSchema = z.object({
  productId: canonicalId("A cart item has an invalid product."),
  variantId: canonicalId("A cart item has an invalid variant."),
  quantity: z
    .number({ error: "Each cart item needs a quantity." })
    .int("Quantities are whole numbers.")
    .min(1, "Quantities start at 1.")
    .max(99, "At most 99 of one item per order."),
});

export const createPaymentIntentSchema = z.object({
  items: z.array(checkoutItemSchema, { error: "Your cart is empty." }).min(1, "Your cart is empty.").max(50, "At most 50 different items per order."),
  customerInfo: customerInfoSchema,
  couponCode: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((code) => (code ? code.toUpperCase() : undefined)),
});

export const createOrderSchema = z.object({
  paymentIntentId: z.string({ error: "paymentIntentId is required." }).regex(/^pi_[A-Za-z0-9_]{6,200}$/, "paymentIntentId is not a payment id."),
});

/** A coupon code as typed: trimmed, in capitals. */
const couponCode = z
  .string({ error: "Enter a coupon code." })
  .trim()
  .min(1, "Enter a coupon code.")
  .max(32)
  .transform((code) => code.toUpperCase());

/** POST /api/checkout/price: the cart priced with a coupon. */
export const couponCheckSchema = z.object({ items: createPaymentIntentSchema.shape.items, couponCode });

/** The checkout's coupon box. */
export const couponCodeSchema = z.object({ couponCode });

export type CouponCodeInput = z.input<typeof couponCodeSchema>;
export type CouponCode = z.output<typeof couponCodeSchema>;
export type CustomerInfo = z.output<typeof customerInfoSchema>;
export type CustomerInfoInput = z.input<typeof customerInfoSchema>;
export type CheckoutItem = z.output<typeof checkoutItemSchema>;
