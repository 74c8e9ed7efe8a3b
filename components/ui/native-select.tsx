import * as React from "react";
import { ChevronDown } from "lucide";
import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";

/**
 * The browser's own <select>, styled like our inputs: the phone's native picker, no script, and
 * part of the form's data like any input. For public forms; the admin's menus use Select.
 */
function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={clsx(
          "flex h-11 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <Icon icon={ChevronDown} aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60" />
    </div>
  );
}

export { NativeSelect };
