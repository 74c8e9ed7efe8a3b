import type { ReactNode } from "react";
import { Clock, LoaderCircle, Send, ShieldCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatCents } from "@/lib/money";
import type { PrintProduct } from "@/lib/content/print-products";
import { CORNER_OPTIONS, FINISH_OPTIONS, PAPER_OPTIONS } from "@/lib/validation/quote-fields";
import type { QuoteFormValues } from "./quote-values";

export type SummaryRow = { label: string; value: ReactNode; muted?: boolean };

const DESIGN_SHORT: Record<string, string> = { template: "Our template", upload: "My own design" };

const pieces = (quantity: number) => `${quantity.toLocaleString("en-US")} pieces`;

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

/** The choices so far, one row each (the saved logo, when sent, among the files). */
export function summaryRows(values: QuoteFormValues, product: PrintProduct | undefined, uploadedCount: number, withSavedLogo = false): SummaryRow[] {
  const files = values.designOption === "upload" ? uploadedCount + (withSavedLogo ? 1 : 0) : withSavedLogo ? 1 : 0;
  return [
    { label: "Product", value: product?.title ?? "Not selected", muted: !product },
    { label: "Paper", value: labelOf(PAPER_OPTIONS, values.paper) },
    { label: "Finish", value: labelOf(FINISH_OPTIONS, values.finish) },
    { label: "Corners", value: labelOf(CORNER_OPTIONS, values.corners) },
    { label: "Quantity", value: pieces(Number(values.quantity)) },
    { label: "Design", value: DESIGN_SHORT[values.designOption] ?? values.designOption },
    {
      label: "Files",
      value: values.designOption === "upload" || files > 0 ? (files === 1 ? "1 file" : `${files} files`) : "None needed",
      muted: values.designOption !== "upload" && files === 0,
    },
  ];
}

/** What a product's listed price buys, its count grouped: "1500 door hangers" -> "1,500 door hangers". */
const listedQuantity = (product: PrintProduct) => product.quantity.replace(/^\d+/, (count) => Number(count).toLocaleString("en-US"));

/**
 * The order summary card with the Request Quote button (sticky beside the form on desktop). The
 * only price known before the quote is the product's listed one, for its own quantity: it is
 * named as such, beside the quantity chosen, which the quote prices.
 */
export function OrderSummary({
  product,
  quantity,
  rows,
  submitting,
  canSubmit,
  missing,
}: {
  product: PrintProduct | undefined;
  /** The pieces chosen. */
  quantity: number;
  rows: SummaryRow[];
  submitting: boolean;
  canSubmit: boolean;
  missing: string[];
}) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg border border-border bg-card shadow-sm">
      <div className="border-b border-border px-4 py-4 sm:px-6">
        <h2 id="order-summary-title" className="text-lg font-semibold">
          Order Summary
        </h2>
      </div>
      <div className="px-4 py-4 sm:px-6">
        <dl className="grid gap-2.5 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className={row.muted ? "text-right text-muted-foreground italic" : "text-right font-medium text-ink"}>{row.value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-4 rounded-md bg-surface p-3">
          <div className="flex items-baseline justify-between gap-4">
            <span className="text-sm font-medium text-ink" data-testid="summary-price-label">
              {product ? `Listed price for ${listedQuantity(product)}` : "Listed price"}
            </span>
            <span className="shrink-0 text-2xl font-bold text-ink" data-testid="summary-price">
              {product ? formatCents(product.priceCents) : "—"}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted-foreground" data-testid="summary-price-note">
            {product ? `Your quote prices the ${pieces(quantity)} you chose, with your options.` : "Choose a product to see its listed price."}
          </p>
        </div>

        <button
          type="submit"
          className={`${buttonVariants({ size: "lg" })} mt-4 w-full`}
          disabled={submitting || !canSubmit}
          aria-describedby={missing.length > 0 ? "quote-missing" : undefined}
        >
          {submitting ? <Icon icon={LoaderCircle} aria-hidden className="animate-spin" /> : <Icon icon={Send} aria-hidden />}
          {submitting ? "Submitting..." : "Request Quote"}
        </button>
        {missing.length > 0 && !submitting && (
          <p id="quote-missing" className="mt-2 text-center text-xs text-muted-foreground">
            Still needed: {missing.join(", ")}
          </p>
        )}

        <ul className="mt-4 grid gap-2 border-t border-border pt-4 text-xs text-muted-foreground">
          <li className="flex items-center gap-2">
            <Icon icon={Clock} aria-hidden className="size-4 shrink-0 text-primary" />
            Pricing and next steps within 24 hours
          </li>
          <li className="flex items-center gap-2">
            <Icon icon={ShieldCheck} aria-hidden className="size-4 shrink-0 text-primary" />
            No payment now. Free shipping on orders over $150
          </li>
        </ul>
      </div>
    </section>
  );
}
