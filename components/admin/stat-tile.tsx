import { Icon, type IconNode } from "@/components/ui/icon";

export type Stat = { label: string; testId: string; value: string; icon: IconNode; note: string };

/** One number at a glance on the dashboard: its label and icon, the value, and a line on what it counts. */
export function StatTile({ label, testId, value, icon, note }: Stat) {
  return (
    <li className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-md bg-accent text-primary sm:flex">
          <Icon icon={icon} className="size-5" aria-hidden />
        </span>
      </div>
      <p className="mt-2 truncate text-2xl font-bold tracking-tight text-ink tabular-nums sm:text-3xl" data-testid={testId}>
        {value}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{note}</p>
    </li>
  );
}
