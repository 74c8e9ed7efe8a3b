import { Icon, type IconNode } from "@/components/ui/icon";

/** One titled box of a detail page (an order's, a subscriber's): its heading, an optional icon and description, then its content. */
export function DetailBox({
  title,
  id,
  icon,
  description,
  children,
}: {
  title: string;
  id: string;
  icon?: IconNode;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        {icon && <Icon icon={icon} className="size-5 text-primary" aria-hidden />}
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}
