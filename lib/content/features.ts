/** Why-choose features of the home page (docs/product.md#home-page). `icon` names a lucide icon chosen by the component. */
export type FeatureIcon = "globe" | "smartphone" | "layers" | "search-check" | "headset" | "chart-column";

export type Feature = { id: string; title: string; icon: FeatureIcon; description: string };

export const FEATURES: Feature[] = [
  {
    id: "websites",
    title: "Professional Websites",
    icon: "globe",
    description: "Fast, mobile-first sites written for your trade and your town, with your phone number on every screen.",
  },
  {
    id: "lead-connector",
    title: "Lead Connector App",
    icon: "smartphone",
    description: "Calls, texts and form leads in one app on your phone, with missed-call text-back so no job slips away.",
  },
  {
    id: "saas-suite",
    title: "Full SaaS Suite",
    icon: "layers",
    description: "CRM, online booking, invoicing and review requests that work together instead of five separate logins.",
  },
  {
    id: "seo",
    title: "SEO & Digital Marketing",
    icon: "search-check",
    description: "Local SEO, Google Business Profile care and ad campaigns that put you in front of people ready to hire.",
  },
  {
    id: "support",
    title: "Dedicated Support",
    icon: "headset",
    description: "Real people who know the trades. Call or email and get an answer the same business day.",
  },
  {
    id: "analytics",
    title: "Analytics & Reporting",
    icon: "chart-column",
    description: "A plain monthly report: calls, forms, rankings and which pages brought in the work.",
  },
];
