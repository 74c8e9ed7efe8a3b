import { notFound } from "next/navigation";
import { connection } from "next/server";
import { ShieldCheck } from "lucide";
import { DeadQuoteLink } from "@/components/quotes/dead-quote-link";
import { PrintOrderProgress } from "@/components/quotes/print-order-progress";
import { QuotePayment } from "@/components/quotes/quote-payment";
import { QuoteQuestionForm } from "@/components/quotes/quote-question-form";
import { QuoteSummary } from "@/components/quotes/quote-summary";
import { Icon } from "@/components/ui/icon";
import { env } from "@/lib/env";
import { isRefusal, NotFound } from "@/lib/errors";
import { customerQuote, type CustomerQuote } from "@/lib/quotes/views";
import { storeTimeZone } from "@/lib/time";

export const metadata = { title: "Your print quote", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

/** The quote link: what was priced, Accept and pay, Ask a question, and once paid the print order's status. */
export default async function QuotePage({ params }: Props) {
  await connection();
  const { token } = await params;
  let quote: CustomerQuote;
  try {
    quote = await customerQuote(token);
  } catch (error) {
    // Unknown or withdrawn: a 404 (not-found.tsx says so); an expired quote keeps its page, which says why.
    if (error instanceof NotFound) notFound();
    if (isRefusal(error)) return <DeadQuoteLink reason={error.message} />;
    throw error;
  }
  const { PAYMENTS_PROVIDER, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY } = env();

  return (
    <div className="bg-surface">
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">Your print quote #{quote.quoteRequestId}</h1>
        <p className="mt-2 text-muted-foreground">
          {quote.quantity.toLocaleString("en-US")} × {quote.product} for {quote.businessName}, priced for {quote.contactPerson}.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8">
          <div className="grid gap-6">
            {quote.printOrder && <PrintOrderProgress order={quote.printOrder} level={2} timeZone={storeTimeZone()} />}
            <QuoteSummary quote={quote} />
          </div>
          <div className="grid gap-6">
            {quote.printOrder ? null : (
              <>
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon icon={ShieldCheck} aria-hidden className="size-5 shrink-0 text-success" />
                  Secure card payment. You pay exactly the total above.
                </p>
                <QuotePayment
                  token={token}
                  total={quote.total}
                  shipTo={quote.shipTo}
                  payer={{ name: quote.contactPerson, email: quote.email }}
                  provider={PAYMENTS_PROVIDER}
                  publishableKey={NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
                />
              </>
            )}
            <QuoteQuestionForm token={token} email={quote.email} paid={Boolean(quote.printOrder)} />
          </div>
        </div>
      </div>
    </div>
  );
}
