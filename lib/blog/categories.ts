/**
 * The blog's categories and their badge colours (docs/brand.md#colour): Marketing blue, Web Design purple,
 * Business Growth green, SEO yellow, Technology red, anything else gray. Shared by the public
 * cards and the admin's Blog tab, so both show a category in the same colour.
 */
export const BLOG_CATEGORIES = ["Marketing", "Web Design", "Business Growth", "SEO", "Technology", "Operations"] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

// Same tint family as the admin's status badges; each text colour keeps AA contrast on its tint.
const BADGE_CLASSES: Record<string, string> = {
  Marketing: "border-blue-200 bg-blue-100 text-blue-800",
  "Web Design": "border-purple-200 bg-purple-100 text-purple-800",
  "Business Growth": "border-green-200 bg-green-100 text-green-800",
  SEO: "border-yellow-300 bg-yellow-100 text-yellow-900",
  Technology: "border-red-200 bg-red-100 text-red-800",
};

const OTHER_BADGE_CLASS = "border-slate-200 bg-slate-100 text-slate-700";

export function categoryBadgeClass(category: string): string {
  return BADGE_CLASSES[category] ?? OTHER_BADGE_CLASS;
}
