"use client";

import { RotateCw, Wrench } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";

/**
 * A tab that failed to load, shown where its list would be; the top bar and the other tabs stay
 * usable. As on the public error pages, never the error itself: Try again asks the server again.
 */
export function AdminErrorNotice({ what, retry }: { what: string; retry: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="admin-error-heading"
      className="flex flex-col items-center rounded-lg border border-border bg-card px-6 py-12 text-center shadow-sm"
    >
      <Icon icon={Wrench} className="size-12 text-primary" />
      <h2 id="admin-error-heading" className="mt-4 text-xl font-semibold">
        {what} didn&apos;t load
      </h2>
      <p className="mt-2 max-w-md text-muted-foreground">Something broke on our end, not anything you did. Try again in a minute; the other tabs still work.</p>
      <button type="button" className={`${buttonVariants()} mt-6`} onClick={retry}>
        <Icon icon={RotateCw} />
        Try again
      </button>
    </section>
  );
}
