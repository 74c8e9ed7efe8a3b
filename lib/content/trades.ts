/** The home page's trade cards, static (docs/product.md#home-page). `icon` names a lucide icon chosen by the component. */
export type TradeIcon = "hard-hat" | "zap" | "droplets" | "fan" | "house" | "paint-roller";

export type TradeCard = {
  id: string;
  title: string;
  icon: TradeIcon;
  description: string;
  features: string[];
  /** The headline result, e.g. value "+212%" and label "more calls". */
  result: { value: string; label: string };
};

export const TRADE_CARDS: TradeCard[] = [
  {
    id: "general-contractors",
    title: "General Contractors",
    icon: "hard-hat",
    description: "Show finished projects, name your service area and collect remodel and build requests with the details you need to bid.",
    features: ["Project gallery by job type", "Detailed estimate request form", "Service-area pages for each town"],
    result: { value: "+212%", label: "more calls" },
  },
  {
    id: "electricians",
    title: "Electricians",
    icon: "zap",
    description: "Put emergency service, panel upgrades and EV charger installs one tap away, day or night.",
    features: ["24/7 emergency call button", "License and insurance badges", "EV charger and panel upgrade pages"],
    result: { value: "+184%", label: "more service calls" },
  },
  {
    id: "plumbers",
    title: "Plumbers",
    icon: "droplets",
    description: "Catch the burst pipe and the water heater swap the moment a homeowner searches for help.",
    features: ["Click-to-call on every screen", "Missed-call text-back", "Water heater and drain service pages"],
    result: { value: "3.1x", label: "more booked jobs" },
  },
  {
    id: "hvac",
    title: "HVAC",
    icon: "fan",
    description: "Fill the slow months with tune-up bookings and maintenance plans, and win the no-heat calls in winter.",
    features: ["Online tune-up booking", "Maintenance plan sign-ups", "Seasonal promotion banners"],
    result: { value: "+156%", label: "more tune-up bookings" },
  },
  {
    id: "roofing",
    title: "Roofing",
    icon: "house",
    description: "Turn storm season into signed contracts with fast inspection requests and proof of your work.",
    features: ["Free inspection request form", "Before-and-after photo gallery", "Insurance claim help page"],
    result: { value: "+240%", label: "more inspection requests" },
  },
  {
    id: "specialty-trades",
    title: "Specialty Trades",
    icon: "paint-roller",
    description: "Painters, landscapers, flooring and concrete crews: a site that shows the craft and books the estimate.",
    features: ["Portfolio built around your craft", "Instant estimate requests", "Review showcase from Google"],
    result: { value: "+175%", label: "more estimate requests" },
  },
];
