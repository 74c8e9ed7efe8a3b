import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils/cn";
import type { AdminSectionLink } from "./admin-sections";

/** A section's icon, name and count, as every admin navigation shows it (the count is read as part of the name: "Orders 12"). */
export function AdminSectionLabel({ link, current }: { link: AdminSectionLink; current: boolean }) {
  return (
    <>
      <Icon icon={link.icon} className="size-4" aria-hidden />
      {link.name}
      {link.count !== undefined && (
        <>
          {" "}
          <span
            className={cn("rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums", current ? "bg-primary/10 text-primary" : "bg-muted text-slate-600")}
          >
            {link.count}
          </span>
        </>
      )}
    </>
  );
}
