import type { ReactNode } from "react";
import { Icon, type IconNode } from "@/components/ui/icon";

/**
 * A page that stands in for the one asked for (not found, failed to load): an icon, the heading,
 * one sentence and the ways on. Plain markup, so error boundaries in every first load can use it.
 */
export function PageNotice({
  icon,
  title,
  children,
  actions,
  role,
}: {
  icon: IconNode;
  title: string;
  /** The one sentence under the heading. */
  children: ReactNode;
  /** NoticeLinks, or buttons styled with buttonVariants. */
  actions: ReactNode;
  role?: "alert";
}) {
  return (
    <section role={role} className="container-page flex flex-col items-center py-20 text-center sm:py-24">
      <Icon icon={icon} className="size-14 text-primary" />
      <h1 className="mt-6 text-4xl font-bold">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{children}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}
