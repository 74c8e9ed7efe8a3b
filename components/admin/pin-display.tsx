import { cn } from "@/lib/utils/cn";

/**
 * The masked PIN: ● for each digit entered, _ for each one still to come. It never renders the
 * digits; assistive tech hears only how many are in ("3 of 6 digits entered").
 */
export function PinDisplay({ length, filled, denied }: { length: number; filled: number; denied: boolean }) {
  const cells = Array.from({ length }, (_, index) => index < filled);
  return (
    <div className="relative overflow-hidden rounded-md border border-green-500/40 bg-black px-3 py-4 shadow-[inset_0_0_24px_rgb(34_197_94/0.15)]">
      <div
        data-testid="pin-display"
        aria-hidden
        className={cn(
          "relative z-0 flex justify-center gap-2 text-3xl leading-none sm:gap-3",
          denied ? "text-red-400 [text-shadow:0_0_10px_rgb(248_113_113/0.7)]" : "text-green-300 [text-shadow:0_0_10px_rgb(74_222_128/0.8)]",
        )}
      >
        {cells.map((isFilled, index) => (
          <span
            key={index}
            className={cn(
              "flex h-12 w-9 items-center justify-center rounded-sm border sm:w-10",
              isFilled ? "border-green-400/80 bg-green-500/10" : "border-green-800",
              !isFilled && index === filled && !denied && "border-green-300 animate-pulse",
              denied && "border-red-500/60",
            )}
          >
            {isFilled ? "●" : "_"}
          </span>
        ))}
      </div>
      {/* Scanlines over the screen glass (decorative). */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 z-10 bg-[repeating-linear-gradient(to_bottom,rgb(255_255_255/0.05)_0px,rgb(255_255_255/0.05)_1px,transparent_1px,transparent_3px)]"
      />
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`${filled} of ${length} digits entered`}
      </p>
    </div>
  );
}
