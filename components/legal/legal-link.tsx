import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

export const legalLinkClass =
  "rounded-sm font-medium text-primary underline decoration-primary/40 underline-offset-4 transition-colors hover:decoration-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none";

/** An underlined link inside legal prose: the site's Link for its pages, a plain anchor for mailto/tel. */
export function LegalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (href.startsWith("/")) {
    return (
      <Link href={href} className={cn(legalLinkClass, className)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={cn(legalLinkClass, className)}>
      {children}
    </a>
  );
}
