/** The four-step process of the home page's About section (docs/product.md#home-page). */
export type ProcessStep = { id: "study" | "build" | "leads" | "launch"; title: string; timing: string; description: string; points: string[] };

export const LAUNCH_HOURS = 72;

export const PROCESS_STEPS: ProcessStep[] = [
  {
    id: "study",
    title: "Study",
    timing: "Hour 0-12",
    description: "We learn your trade, your service area and your competition, and find the searches your customers type.",
    points: ["Competitor and keyword review", "Service list and service area"],
  },
  {
    id: "build",
    title: "Design & Build",
    timing: "Hour 12-48",
    description: "We write the pages and build a fast, mobile-first site around your photos, reviews and phone number.",
    points: ["Copy written for you", "Built for phones first"],
  },
  {
    id: "leads",
    title: "Lead Generation",
    timing: "Hour 48-72",
    description: "We wire up click-to-call, quote forms, missed-call text-back and your Google Business Profile.",
    points: ["Every lead lands in one inbox", "Google Business Profile tuned"],
  },
  {
    id: "launch",
    title: "Launch & Optimize",
    timing: "By hour 72",
    description: "Your site goes live within 72 hours. Then we track every call and form, and keep improving what works.",
    points: ["Live within 72 hours", "Monthly tune-ups from real data"],
  },
];
