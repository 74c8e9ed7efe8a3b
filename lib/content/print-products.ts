// Relative: next.config.ts loads this file, and the "@/" alias does not resolve there.
import { cents, type Cents } from "../money";

/** The six print products of /print-shop, static (docs/product.md#print-shop). */
export type PrintProductId = "business-cards" | "flyers" | "door-hangers" | "brochures" | "postcards" | "yard-signs";

export type PrintProduct = {
  id: PrintProductId;
  category: string;
  title: string;
  priceCents: Cents;
  originalPriceCents: Cents;
  image: string;
  description: string;
  features: string[];
  popular: boolean;
  turnaround: string;
  /** What the listed price buys. */
  quantity: string;
};

/** Every print order is ready within this range; shipping is free over this amount (docs/product.md#print-shop). */
export const PRINT_TURNAROUND = "3-10 business days";
export const FREE_SHIPPING_OVER_CENTS = cents(15000);
/** A quote request gets pricing within this many hours (docs/product.md#quote-request-form). */
export const QUOTE_REPLY_HOURS = 24;

export const PRINT_PRODUCTS: PrintProduct[] = [
  {
    id: "business-cards",
    category: "Essentials",
    title: "Business Cards",
    priceCents: cents(8900),
    originalPriceCents: cents(12000),
    image: "/print/business-cards.webp",
    description: "Thick, sharp cards that get kept in wallets and on fridges, so the next call comes to you.",
    features: ["500 cards", "16 pt premium stock", "Double-sided full color", "Matte, gloss or uncoated"],
    popular: true,
    turnaround: "3-5 business days",
    quantity: "500 cards",
  },
  {
    id: "flyers",
    category: "Marketing",
    title: "Service Flyers",
    priceCents: cents(12900),
    originalPriceCents: cents(17900),
    image: "/print/flyers.webp",
    description: "Letter-size flyers that list your services, service area and phone number in plain sight.",
    features: ["1000 flyers", "8.5 x 11 in", "100 lb gloss text", "Full color both sides"],
    popular: false,
    turnaround: "5-7 business days",
    quantity: "1000 flyers",
  },
  {
    id: "door-hangers",
    category: "Neighborhood",
    title: "Door Hangers",
    priceCents: cents(14900),
    originalPriceCents: cents(19900),
    image: "/print/door-hangers.webp",
    description: "Hang one on every door around a finished job and turn one customer into five on the street.",
    features: ["1500 door hangers", "4.25 x 11 in", "14 pt cardstock", "Die-cut hanger hole"],
    popular: false,
    turnaround: "7-10 business days",
    quantity: "1500 door hangers",
  },
  {
    id: "brochures",
    category: "Sales",
    title: "Brochures",
    priceCents: cents(16900),
    originalPriceCents: cents(22900),
    image: "/print/brochures.webp",
    description: "Tri-fold brochures that walk a homeowner through your work, warranties and reviews.",
    features: ["500 brochures", "Tri-fold 8.5 x 11 in", "100 lb gloss text", "Folded and ready to hand out"],
    popular: false,
    turnaround: "5-7 business days",
    quantity: "500 brochures",
  },
  {
    id: "postcards",
    category: "Direct Mail",
    title: "Postcards",
    priceCents: cents(9900),
    originalPriceCents: cents(13900),
    image: "/print/postcards.webp",
    description: "Mail-ready postcards for seasonal tune-ups, storm follow-ups and past-customer reminders.",
    features: ["1000 postcards", "4 x 6 in", "14 pt cardstock", "USPS mail-ready layout"],
    popular: false,
    turnaround: "3-5 business days",
    quantity: "1000 postcards",
  },
  {
    id: "yard-signs",
    category: "Job Site",
    title: "Yard Signs",
    priceCents: cents(19900),
    originalPriceCents: cents(25900),
    image: "/print/yard-signs.webp",
    description: "Weatherproof signs for every job site, so the whole street knows who did the work.",
    features: ["10 signs", "24 x 18 in", "Corrugated plastic", "Metal H-stakes included"],
    popular: false,
    turnaround: "7-10 business days",
    quantity: "10 signs at 24x18 in",
  },
];

/** Rounded (original - price) / original, as a whole percent (docs/product.md#print-shop). */
export function percentSaved(product: { priceCents: number; originalPriceCents: number }): number {
  return Math.round(((product.originalPriceCents - product.priceCents) / product.originalPriceCents) * 100);
}

export function findPrintProduct(id: string | null | undefined): PrintProduct | undefined {
  return PRINT_PRODUCTS.find((product) => product.id === id);
}
