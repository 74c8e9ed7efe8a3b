import * as React from "react";
import { clsx } from "clsx";

/**
 * Callers add classes; these are joined, not merged, so an override needs Tailwind's `!` (the page's
 * first load stays free of tailwind-merge). The type is written out even when it is text, so that
 * checkers matching autocomplete tokens to control types (pa11y's H98) see a text control.
 */
function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={clsx(
        "flex h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
