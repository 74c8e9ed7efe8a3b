"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

/** A page link that knows whether it is the page being shown (aria-current, and `currentClassName` added). */
export function NavLink({ href, className, currentClassName, ...props }: ComponentProps<typeof Link> & { href: string; currentClassName?: string }) {
  const pathname = usePathname();
  const current = href === "/" ? pathname === "/" : pathname.startsWith(href);
  return (
    <Link
      href={href}
      className={current && currentClassName ? `${className} ${currentClassName}` : className}
      aria-current={current ? "page" : undefined}
      {...props}
    />
  );
}
