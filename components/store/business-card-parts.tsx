import { cn } from "@/lib/utils/cn";

export const BUSINESS_CARD_GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";

const TONES: Record<string, string> = {
  rci: "bg-ink text-white",
  integrity: "bg-primary text-white",
  viralize: "bg-highlight text-ink",
};

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const [first = "?"] = words;
  // An acronym stays whole (RCI); otherwise the first letter of each word (Integrity LED -> IL).
  if (words.length === 1) return /^[A-Z0-9]{2,4}$/.test(first) ? first : first.charAt(0).toUpperCase();
  return words
    .map((word) => word.charAt(0).toUpperCase())
    .join("")
    .slice(0, 3);
}

/** A business's initials in a coloured tile: a stand-in logo that needs no image. */
export function BusinessMonogram({ id, name, className }: { id: string; name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-lg text-base font-bold tracking-tight",
        TONES[id] ?? "bg-accent text-accent-foreground",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
