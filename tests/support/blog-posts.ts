/** A published HVAC post the assistant should point to when asked about furnace tune-ups. */
export const FURNACE_POST = {
  slug: "winter-furnace-tune-ups",
  title: "Sell Winter Furnace Tune-Ups Before the First Freeze",
  excerpt: "A short furnace tune-up campaign fills October with paid visits.",
  content: "## Why now\n\nHomeowners book a **furnace tune-up** when it is still warm.",
  category: "Business Growth",
  tags: ["Furnace Tune-Up", "Seasonal Campaigns"],
};
