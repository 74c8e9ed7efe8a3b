/** The home page's testimonials, static (docs/product.md#home-page). Rating is 1 to 5 stars. */
export type Testimonial = { id: string; name: string; business: string; trade: string; content: string; rating: number };

export const TESTIMONIALS: Testimonial[] = [
  {
    id: "marcus-reyes",
    name: "Marcus Reyes",
    business: "Reyes Electric",
    trade: "Electrician",
    content:
      "The site went live in three days. Within a month we were getting emergency calls from neighborhoods we had never worked in. The missed-call text-back alone has paid for the plan.",
    rating: 5,
  },
  {
    id: "dana-whitfield",
    name: "Dana Whitfield",
    business: "Whitfield Plumbing & Drain",
    trade: "Plumber",
    content:
      "We used to live on referrals. Now the quote form brings in water heater jobs every week, and the door hangers we ordered with it keep the phone ringing on every street we work.",
    rating: 5,
  },
  {
    id: "tony-kowalski",
    name: "Tony Kowalski",
    business: "Summit Roofing Co.",
    trade: "Roofing",
    content:
      "After the last hailstorm our inspection requests more than doubled. They set up the before-and-after gallery and the yard signs, and homeowners tell us they saw both.",
    rating: 5,
  },
];
