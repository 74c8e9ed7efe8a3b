import { cents, type Cents } from "@/lib/money";

/** The pricing plans, per month (docs/product.md#home-page). */
export type PlanId = "basic" | "professional" | "premium";

export type PricingPlan = {
  id: PlanId;
  name: string;
  /** The monthly charge: the only amount a plan is ever billed (the home page shows the same table). */
  priceCents: Cents;
  description: string;
  features: string[];
  popular: boolean;
};

export const PRICING_PLANS: PricingPlan[] = [
  {
    id: "basic",
    name: "Basic",
    priceCents: cents(4700),
    description: "A fast, professional site that gets a one-truck shop found and called.",
    features: ["5-page mobile-first website", "Click-to-call and quote request form", "Google Business Profile setup", "Hosting, SSL and updates included"],
    popular: false,
  },
  {
    id: "professional",
    name: "Professional",
    priceCents: cents(9700),
    description: "Everything in Basic plus the tools that turn visitors into booked jobs.",
    features: ["Up to 15 pages with service-area pages", "Lead Connector app: missed-call text-back", "Review requests after every job", "Local SEO setup and monthly report"],
    popular: true,
  },
  {
    id: "premium",
    name: "Premium",
    priceCents: cents(49700),
    description: "A full growth system for crews that want the schedule full all year.",
    features: ["Unlimited pages and custom design", "Full SaaS suite: CRM, booking, invoicing", "Ongoing SEO and ad management", "Dedicated account manager"],
    popular: false,
  },
];

export const PLAN_GUARANTEES = ["30-day money-back guarantee", "No setup fees", "Cancel anytime"] as const;

export const PLAN_IDS = PRICING_PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];

export const planById = (id: string): PricingPlan | undefined => PRICING_PLANS.find((plan) => plan.id === id);
