import Link from "next/link";
import { ArrowLeft, Building2, FileDown, Receipt, User } from "lucide";
import { TONES } from "@/components/orders/order-state-badges";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { AdminSubscriberDetail } from "@/lib/billing/admin-subscribers";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils/cn";
import { adminHref } from "./admin-url";
import { CancelPlanDialog } from "./cancel-plan-dialog";
import { DetailBox } from "./detail-box";
import { formatDate } from "@/lib/time";
import { Fact } from "./order-facts";
import { OrderTimeline } from "./order-timeline";
import { SubscriberInvoices } from "./subscriber-invoices";
import { subscriberStatus } from "./subscriber-status";

/** Where the plan stands in time: started, the period paid for, when it ends or ended. */
function periodLine(subscriber: AdminSubscriberDetail): string {
  const started = subscriber.startedAt ? `Started ${formatDate(subscriber.startedAt)}` : "Never started";
  if (subscriber.status === "canceled") return `${started} · ended ${subscriber.canceledAt ? formatDate(subscriber.canceledAt) : ""}`.trim();
  if (subscriber.status === "refused" || !subscriber.currentPeriodStart || !subscriber.currentPeriodEnd) return started;
  const period = `${formatDate(subscriber.currentPeriodStart)} – ${formatDate(subscriber.currentPeriodEnd)}`;
  return `${started} · paid for ${period}${subscriber.cancelAtPeriodEnd ? ", then it ends" : ""}`;
}

/** One subscriber for the shop: the business and the customer, the plan and its period, its invoices (each refundable), its timeline, and cancel. */
export function SubscriberDetail({ subscriber }: { subscriber: AdminSubscriberDetail }) {
  const status = subscriberStatus(subscriber);
  const running = subscriber.status === "active" || subscriber.status === "past_due";
  return (
    <div className="grid gap-6">
      <Link
        href={adminHref("subscribers")}
        className="inline-flex min-h-10 items-center gap-1 justify-self-start rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        <Icon icon={ArrowLeft} className="size-4" aria-hidden />
        All subscribers
      </Link>

      <section aria-labelledby="subscriber-heading" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
        <div className="min-w-0">
          <h2 id="subscriber-heading" className="text-2xl font-bold break-words">
            {subscriber.businessName}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <span className="font-medium text-ink">{subscriber.plan} plan</span> · {formatCents(subscriber.amount)}/month · {periodLine(subscriber)}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="subscriber-badges">
            <Badge className={cn("px-2.5 py-0.5 font-medium whitespace-nowrap", TONES[status.tone])}>
              <span className="sr-only">Status: </span>
              {status.label}
            </Badge>
            <span className="text-sm text-muted-foreground">MRR {formatCents(subscriber.mrr)}</span>
          </div>
        </div>
        {running && (
          <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4" role="group" aria-label="Plan actions">
            <CancelPlanDialog
              subscriptionId={subscriber.id}
              businessName={subscriber.businessName}
              periodEnd={subscriber.currentPeriodEnd ? formatDate(subscriber.currentPeriodEnd) : null}
            />
          </div>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <DetailBox title="Invoices" id="invoices" icon={Receipt} description="Each payment of the plan, newest first. Refund all or part of a paid one.">
            <SubscriberInvoices invoices={subscriber.invoices} />
          </DetailBox>
          <DetailBox title="Timeline" id="timeline">
            <OrderTimeline events={subscriber.events} of="plan" />
          </DetailBox>
        </div>

        <div className="grid content-start gap-6">
          <DetailBox title="Customer" id="customer" icon={User}>
            <dl className="grid gap-3 text-sm">
              <Fact label="Name">{subscriber.customerName || "Not given"}</Fact>
              <Fact label="Email">
                <a href={`mailto:${subscriber.email}`} className="break-all text-primary underline-offset-4 hover:underline">
                  {subscriber.email}
                </a>
              </Fact>
              <Fact label="Phone">
                <a href={`tel:${subscriber.phone}`} className="text-primary underline-offset-4 hover:underline">
                  {subscriber.phone}
                </a>
              </Fact>
            </dl>
          </DetailBox>

          <DetailBox title="Business" id="business" icon={Building2} description="What the customer sent for their site.">
            <dl className="grid gap-3 text-sm">
              <Fact label="Trade">{subscriber.trade}</Fact>
              <Fact label="Service area">{subscriber.serviceArea}</Fact>
              <Fact label="Website or domain">{subscriber.website ?? <span className="text-muted-foreground">None given</span>}</Fact>
              <Fact label="Logo">
                {subscriber.logoUrl ? (
                  <a
                    href={subscriber.logoUrl}
                    download
                    className="inline-flex min-h-10 items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
                  >
                    <Icon icon={FileDown} className="size-4 shrink-0" aria-hidden />
                    {subscriber.logoName ?? "Download the logo"}
                  </a>
                ) : (
                  <span className="text-muted-foreground">No logo uploaded</span>
                )}
              </Fact>
            </dl>
          </DetailBox>
        </div>
      </div>
    </div>
  );
}
