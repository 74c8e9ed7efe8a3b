import Link from "next/link";
import { SearchX } from "lucide";
import { adminHref } from "@/components/admin/admin-url";
import { EmptyState } from "@/components/admin/list-parts";
import { Button } from "@/components/ui/button";

/**
 * A quote request number nobody has.
 * Its status stays 200: the page streams behind its skeleton (loading.tsx), so the headers are sent
 * before the request is looked up, and Next marks the view noindex instead.
 */
export default function AdminQuoteRequestNotFound() {
  return (
    <section className="rounded-lg border border-border bg-card shadow-sm">
      <EmptyState
        icon={SearchX}
        title="There's no quote request with that number."
        action={
          <Button asChild>
            <Link href={adminHref("quotes")}>Back to all quote requests</Link>
          </Button>
        }
      >
        Check the number, or search the quotes list by business, contact or email.
      </EmptyState>
    </section>
  );
}
