import { Eye } from "lucide";
import { Icon } from "@/components/ui/icon";
import { capitalize } from "./format";
import { formatDateTime } from "@/lib/time";

const ACTORS: Record<string, string> = { customer: "Customer", system: "System", job: "Background job", stripe: "Stripe", printful: "Printful" };

/** "admin:ada@example.com" -> "Admin ada@example.com"; the fixed actors by name. */
export function actorLabel(actor: string): string {
  if (actor.startsWith("admin:")) return `Admin ${actor.slice("admin:".length)}`;
  return ACTORS[actor] ?? actor;
}

type TimelineEvent = { id: number; message: string; actor: string; createdAt: string; customerVisible?: boolean };

/** Everything that happened to an order (or a plan: `of`), newest first, with who did it; what the customer also sees is marked. */
export function OrderTimeline({ events, of = "order" }: { events: TimelineEvent[]; of?: string }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing has happened to this {of} yet.</p>;
  return (
    <ol className="grid gap-0" aria-label={`${capitalize(of)} timeline, newest first`}>
      {[...events].reverse().map((event) => (
        <li key={event.id} className="relative border-l-2 border-border pb-5 pl-5 last:pb-0" data-testid="timeline-entry">
          <span className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-card bg-primary" aria-hidden />
          <p className="text-sm text-ink">{event.message}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            <span aria-hidden>·</span>
            <span className="font-medium text-slate-700">{actorLabel(event.actor)}</span>
            {event.customerVisible && (
              <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-2 py-0.5 font-medium text-blue-800">
                <Icon icon={Eye} className="size-3" aria-hidden />
                Customer sees this
              </span>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
