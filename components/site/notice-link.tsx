import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

/** A way on from a PageNotice: the first is the main one, any after it `secondary` (outlined). */
export function NoticeLink({ href, secondary = false, children }: { href: string; secondary?: boolean; children: ReactNode }) {
  return (
    <Link href={href} className={buttonVariants({ size: "lg", variant: secondary ? "outline" : "default" })}>
      {children}
    </Link>
  );
}
