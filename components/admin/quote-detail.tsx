import Link from "next/link";
import { ArrowLeft, Image, Link2Off, MapPin, MessageSquare } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminQuoteDetail } from "@/lib/quotes/admin-requests";
import { findPrintProduct } from "@/lib/content/print-products";
import { formatCents } from "@/lib/money";
import { disputeIsOpen } from "@/lib/orders/payment-state";
import { PAID_STAGES } from "@/lib/quotes/stage";
import { AdminActionButton } from "./admin-action-button";
import { adminHref } from "./admin-url";
import { DeclineQuoteButton } from "./decline-quote-button";
import { ContactLinks } from "./contact-links";
import { CopyLinkButton } from "./copy-link-button";
import { capitalize } from "./format";
import { formatDateTime } from "@/lib/time";
import { PriceQuoteForm } from "./price-quote-form";
import { PrintOrderStatusSelect } from "./print-order-status-select";
import { QuoteAnswerForm } from "./quote-answer-form";
import { QuoteArtwork } from "./quote-artwork";
import { RefundDialog } from "./refund-dialog";
import { RefundList } from "./refund-list";
import { PaymentStatusBadge, QuoteStageBadge } from "./status-badge";

const panel = "rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5";

/** One quote request for the shop: what was asked, its artwork, its quotes and link, the print order, questions and answers, and its timeline. */
export function QuoteDetail({ detail }: { detail: AdminQuoteDetail }) {
  const { request, quotes, printOrder, questions, events } = detail;
  const paid = PAID_STAGES.includes(request.stage);
  const outstanding = quotes.find((quote) => !quote.revokedAt && !paid);

  return (
    <div className="grid gap-6">
      <Link
        href={adminHref("quotes")}
        className="inline-flex min-h-11 items-center gap-1 justify-self-start md:min-h-10 rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        <Icon icon={ArrowLeft} className="size-4" aria-hidden />
        All quote requests
      </Link>

      <section aria-labelledby="request-heading" className={panel}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id="request-heading" className="text-2xl font-bold">
              Quote request #{request.id}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">
              {formatDateTime(request.createdAt)} · <span className="font-medium text-ink">{request.businessName}</span> · {request.contactPerson}
            </p>
            <div className="mt-2 text-sm">
              <ContactLinks email={request.email} phone={request.phone} />
            </div>
          </div>
          <div data-testid="quote-stage">
            <QuoteStageBadge stage={request.stage} />
          </div>
        </div>
        <p className="mt-3 text-ink">
          {request.quantity.toLocaleString("en-US")} × {findPrintProduct(request.product)?.title ?? request.product} · {capitalize(request.paper)} paper ·{" "}
          {capitalize(request.finish)} · {capitalize(request.corners)} corners · {request.designOption === "upload" ? "Own design" : "Template"}
        </p>
        {request.specialRequests && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{request.specialRequests}</p>}
        {!paid && request.stage !== "declined" && (
          <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4" role="group" aria-label="Request actions">
            {outstanding && (
              <AdminActionButton
                url={`/api/admin/quotes/${request.id}/revoke`}
                icon={Link2Off}
                label="Revoke link"
                success="The quote link no longer works."
                failure="The link wasn't revoked"
              />
            )}
            <DeclineQuoteButton quoteRequestId={request.id} businessName={request.businessName} />
          </div>
        )}
      </section>

      <section aria-labelledby="artwork-heading" className={panel}>
        <h2 id="artwork-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Icon icon={Image} className="size-5 text-primary" aria-hidden />
          Artwork
        </h2>
        <QuoteArtwork files={request.files} designOption={request.designOption} />
      </section>

      {printOrder && <PrintOrderPanel quoteRequestId={request.id} printOrder={printOrder} />}

      {!paid && request.stage !== "declined" && (
        <section aria-labelledby="price-heading" className={panel}>
          <h2 id="price-heading" className="mb-4 text-lg font-semibold">
            {outstanding ? "Price again" : "Price this request"}
          </h2>
          <PriceQuoteForm quoteRequestId={request.id} quantity={request.quantity} repricing={Boolean(outstanding)} />
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="quotes-heading" className={panel}>
          <h2 id="quotes-heading" className="text-lg font-semibold">
            Quotes sent
          </h2>
          {quotes.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">None yet.</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {quotes.map((quote) => (
                <li key={quote.id} className="rounded-md border border-border p-3 text-sm" data-testid="sent-quote">
                  <p className="flex flex-wrap justify-between gap-2 font-medium text-ink">
                    <span>{formatCents(quote.total)}</span>
                    <span className="text-muted-foreground">
                      {quote.revokedAt ? `Revoked ${formatDateTime(quote.revokedAt)}` : `Link good until ${formatDateTime(quote.expiresAt)}`}
                    </span>
                  </p>
                  <ul className="mt-1 text-slate-700">
                    {quote.items.map((item, index) => (
                      <li key={index}>
                        {item.description} (qty {item.quantity.toLocaleString("en-US")}) — {formatCents(item.amount)}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1 text-xs text-muted-foreground">
                    Sent {formatDateTime(quote.createdAt)} by {quote.createdBy}
                  </p>
                  {quote.link && (
                    <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-border pt-2">
                      <input
                        readOnly
                        value={quote.link}
                        aria-label="The customer's quote link"
                        className="h-11 min-w-0 flex-1 rounded-md border border-input bg-surface px-2 font-mono text-xs text-slate-700 md:h-9"
                      />
                      <CopyLinkButton link={quote.link} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="questions-heading" className={panel}>
          <h2 id="questions-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Icon icon={MessageSquare} className="size-5 text-primary" aria-hidden />
            Customer questions
          </h2>
          {questions.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              No questions. Questions asked from the quote link show here, to answer from this page, and go to the team&apos;s inbox.
            </p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {questions.map((question) => (
                <li key={question.id} className="rounded-md bg-surface p-3 text-sm" data-testid="quote-question">
                  <p className="whitespace-pre-line text-ink">{question.message}</p>
                  <p className="mt-1 text-xs text-muted-foreground">Asked {formatDateTime(question.createdAt)}</p>
                  {question.answers.length > 0 && (
                    <ul className="mt-3 grid gap-2 border-l-2 border-primary/40 pl-3" aria-label="Answers">
                      {question.answers.map((answer) => (
                        <li key={answer.id} data-testid="quote-answer">
                          <p className="whitespace-pre-line text-ink">{answer.message}</p>
                          <p className="mt-1 text-xs text-muted-foreground">
                            Answered {formatDateTime(answer.createdAt)} by {answer.answeredBy}
                          </p>
                        </li>
                      ))}
                    </ul>
                  )}
                  <QuoteAnswerForm quoteRequestId={request.id} questionId={question.id} email={request.email} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="quote-timeline-heading" className={panel}>
        <h2 id="quote-timeline-heading" className="text-lg font-semibold">
          Timeline
        </h2>
        {events.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">Nothing has happened on this request yet.</p>
        ) : (
          <ol className="mt-3 grid gap-2">
            {events.map((event) => (
              <li key={event.id} className="text-sm">
                <span className="text-ink">{event.message}</span>{" "}
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(event.createdAt)} · {event.actor}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The request's print order: its status, its payment (state, refunds, dispute) and the refund button. */
function PrintOrderPanel({ quoteRequestId, printOrder }: { quoteRequestId: number; printOrder: NonNullable<AdminQuoteDetail["printOrder"]> }) {
  const refundable = Math.max(0, printOrder.total - printOrder.refundedAmount);
  const canRefund = refundable > 0 && !disputeIsOpen(printOrder.disputeStatus);
  return (
    <section aria-labelledby="print-order-heading" className={panel}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="print-order-heading" className="text-lg font-semibold">
            Print order {printOrder.number}
          </h2>
          <p className="text-sm break-all text-muted-foreground">
            {formatCents(printOrder.total)} paid {formatDateTime(printOrder.createdAt)} · payment {printOrder.paymentIntentId}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="print-order-payment">
            <PaymentStatusBadge status={printOrder.paymentStatus} />
            {printOrder.refundedAmount > 0 && <span className="text-muted-foreground">{formatCents(printOrder.refundedAmount)} refunded</span>}
            {printOrder.disputeStatus && (
              <span className="font-medium text-red-800">
                Dispute: {capitalize(printOrder.disputeStatus.replaceAll("_", " "))} · {formatCents(printOrder.disputedAmount)}
              </span>
            )}
          </div>
        </div>
        <PrintOrderStatusSelect key={printOrder.status} quoteRequestId={quoteRequestId} status={printOrder.status} />
      </div>
      <div className="mt-4 border-t border-border pt-4 text-sm">
        <h3 className="flex items-center gap-2 font-medium text-ink">
          <Icon icon={MapPin} className="size-4 text-primary" aria-hidden />
          Shipping to
        </h3>
        {printOrder.shippingAddress ? (
          <p className="mt-1 whitespace-pre-line text-slate-700" data-testid="print-order-address">
            {printOrder.shippingAddress}
          </p>
        ) : (
          <p className="mt-1 text-muted-foreground">No address: this order was paid before payments asked for one. Ask the customer where to ship it.</p>
        )}
      </div>
      {canRefund && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4" role="group" aria-label="Print order actions">
          <RefundDialog
            url={`/api/admin/print-orders/${printOrder.id}/refund`}
            subject={`print order ${printOrder.number}`}
            refundable={refundable}
            example="Cards printed with the old phone number"
          />
        </div>
      )}
      {printOrder.refunds.length > 0 && (
        <div className="mt-4 border-t border-border pt-4 text-sm">
          <RefundList refunds={printOrder.refunds} />
        </div>
      )}
    </section>
  );
}
