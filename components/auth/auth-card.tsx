import type { ReactNode } from "react";

/** The card every account page sits in: a heading, one line on why, the content, and a footer. */
export function AuthCard({ title, description, children, footer }: { title: string; description: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="w-full max-w-md rounded-lg border border-border bg-card shadow-sm">
      <div className="px-5 pt-7 pb-6 sm:px-8 sm:pt-9">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
        <div className="mt-7">{children}</div>
      </div>
      <div className="rounded-b-lg border-t border-border bg-surface px-5 py-3 text-center text-sm text-muted-foreground sm:px-8">{footer}</div>
    </div>
  );
}

/** A text link inside the auth pages, tall enough to tap on a phone. */
export const authLinkClass =
  "inline-flex min-h-11 items-center rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none";
