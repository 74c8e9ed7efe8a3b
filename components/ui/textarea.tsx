import * as React from "react";
import { clsx } from "clsx";

/** Callers add classes; these are joined, not merged, so an override needs Tailwind's `!` (the page's first load stays free of tailwind-merge). */
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={clsx(
        "flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
