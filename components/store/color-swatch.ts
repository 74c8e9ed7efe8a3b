/** A swatch colour for a colour name as Printful writes it; unknown names get a neutral grey. */
const SWATCHES: [RegExp, string][] = [
  [/heather grey|heather gray|sport grey|sport gray/i, "#9ca3af"],
  [/charcoal|asphalt/i, "#374151"],
  [/royal/i, "#1d4ed8"],
  [/navy/i, "#1e2a4a"],
  [/light blue|sky|carolina/i, "#7dd3fc"],
  [/forest|military|olive/i, "#2f4f3a"],
  [/kelly|mint|green/i, "#16a34a"],
  [/maroon|burgundy/i, "#7f1d1d"],
  [/red/i, "#dc2626"],
  [/orange/i, "#f97316"],
  [/yellow|gold/i, "#facc15"],
  [/purple/i, "#7c3aed"],
  [/pink/i, "#f472b6"],
  [/brown/i, "#78350f"],
  [/tan|khaki|sand|natural|cream|ivory/i, "#e7d8b5"],
  [/silver|grey|gray|slate/i, "#94a3b8"],
  [/teal|aqua/i, "#0d9488"],
  [/blue/i, "#2563eb"],
  [/white/i, "#ffffff"],
  [/black/i, "#111827"],
];

export function swatchFor(color: string): string {
  return SWATCHES.find(([pattern]) => pattern.test(color))?.[1] ?? "#cbd5e1";
}
