import Link from "next/link";
import { SearchX } from "lucide";
import { adminHref } from "@/components/admin/admin-url";
import { EmptyState } from "@/components/admin/list-parts";
import { Button } from "@/components/ui/button";

/** A subscriber id nobody has (a typo, or a link to a plan never started): the admin's not-found page. */
export default function AdminSubscriberNotFound() {
  return (
    <section className="rounded-lg border border-border bg-card shadow-sm">
      <EmptyState
        icon={SearchX}
        title="There's no subscriber with that id."
        action={
          <Button asChild>
            <Link href={adminHref("subscribers")}>Back to all subscribers</Link>
          </Button>
        }
      >
        Search the subscribers list by business, the customer&apos;s email, trade or plan.
      </EmptyState>
    </section>
  );
}
