/**
 * The offline description writer: a short, concrete product description assembled from the
 * product's name, type, audience and business. Each call picks a different arrangement, so
 * Regenerate gives a different text.
 */
import type { DescriptionRequest } from "@/lib/validation/product-description";

const OPENERS = [
  (r: DescriptionRequest) => `The ${r.productName} is built for ${r.targetAudience} who want their crew to look as sharp as their work.`,
  (r: DescriptionRequest) => `Put your name on every job site with the ${r.productName}.`,
  (r: DescriptionRequest) => `Made for long days and early starts, the ${r.productName} keeps ${r.businessType} front and center.`,
  (r: DescriptionRequest) => `Your truck, your crew, your brand: the ${r.productName} ties them together.`,
];

const MIDDLES: Record<string, string[]> = {
  apparel: [
    "It holds its shape through a week of wash cycles and stays comfortable from the first estimate to the last walkthrough.",
    "A clean print that reads from across the driveway turns every crew member into a walking yard sign.",
    "Soft enough to wear all day, tough enough for attic runs and roof tear-offs.",
  ],
  drinkware: [
    "It keeps coffee hot through the morning walkthrough and water cold on a July roof.",
    "A sturdy build that survives the cup holder, the tailgate and the job trailer.",
    "Hand them out to customers after the job and your number stays on their counter for years.",
  ],
  accessory: [
    "Small enough to hand out, useful enough that people keep it.",
    "A practical piece that keeps your logo in sight long after the invoice is paid.",
    "It works as a thank-you for customers and as everyday gear for the crew.",
  ],
};

const CLOSERS = [
  "Order for the whole crew and look like the established pros you are.",
  "Customers remember the company that looked professional. Make it yours.",
  "Printed on demand and shipped to your shop, so you only order what you need.",
  "Pair it with your yard signs and door hangers for a brand neighbors recognize.",
];

function pick<T>(items: T[], seed: number): T {
  return items[Math.abs(seed) % items.length]!;
}

// Consecutive calls use consecutive seeds, so the opener always changes on Regenerate.
let nextSeed = Math.floor(Math.random() * 1_000);

export function writeDescription(request: DescriptionRequest, seed = nextSeed++): string {
  const type = request.productType.toLowerCase();
  const middles =
    MIDDLES[type] ??
    MIDDLES[/mug|tumbler|bottle|drink/.test(type) ? "drinkware" : /tee|shirt|hoodie|jacket|cap|hat|beanie|apparel/.test(type) ? "apparel" : "accessory"]!;
  return [pick(OPENERS, seed)(request), pick(middles, seed >> 2), pick(CLOSERS, seed >> 4)].join(" ");
}
