import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils/cn";
import { OrderSummary, type SummaryRow } from "./order-summary";
import { QuoteSection } from "./quote-section";

/** One line of text in a tile: its bar width, its line box, and whether it only wraps on wide screens. */
type Line = { width: string; box?: string; wideOnly?: boolean };

const SUMMARY_ROWS: SummaryRow[] = ["Product", "Paper", "Finish", "Corners", "Quantity", "Design", "Files"].map((label) => ({
  label,
  value: <Skeleton className="inline-block h-3.5 w-24 align-middle" />,
}));
const MISSING = ["product type", "business name", "contact person", "phone", "email"];

/** A tile with a radio dot and lines of text, sized like the real option tiles. */
function TileSkeleton({ lines, paragraph, compact = false }: { lines: Line[]; paragraph?: string[]; compact?: boolean }) {
  return (
    <div className={cn("flex gap-3 rounded-lg border border-border", compact ? "min-h-11 items-center gap-2 px-2.5 py-2" : "min-h-11 items-start p-4")}>
      <Skeleton className={cn("size-5 shrink-0 rounded-full", !compact && "mt-0.5")} />
      <div className="flex flex-1 flex-col gap-1">
        {lines.map((line, index) => (
          <div key={index} className={cn("items-center", line.box ?? "h-5", line.wideOnly ? "hidden xl:-mt-1 xl:flex" : "flex")}>
            <Skeleton className={cn("h-3.5", line.width)} />
          </div>
        ))}
        {paragraph && (
          <div>
            {paragraph.map((width, index) => (
              <div key={index} className="flex h-5 items-center">
                <Skeleton className={cn("h-3", width)} />
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function TilesSkeleton({ count, className, ...tile }: { count: number; className: string } & Parameters<typeof TileSkeleton>[0]) {
  return (
    <div className={cn("grid grid-cols-1 gap-3", className)}>
      {Array.from({ length: count }, (_, index) => (
        <TileSkeleton key={index} {...tile} />
      ))}
    </div>
  );
}

function FieldSkeleton({ wide = false, tall = false }: { wide?: boolean; tall?: boolean }) {
  return (
    <div className={cn("grid gap-2", wide && "sm:col-span-2")}>
      <Skeleton className="h-3.5 w-28" />
      <Skeleton className={tall ? "h-[114px] sm:h-[98px]" : "h-11"} />
    </div>
  );
}

/**
 * The quote form's shape while the browser reads the address (the page is static): the same
 * sections, grids and tile sizes, so nothing moves when the form arrives.
 */
export function QuoteFormSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-6">
      <p className="sr-only">Loading the quote form...</p>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <QuoteSection id="skeleton-product" step={1} title="Product type" description="Prices are listed starting prices. Your quote has the exact price for your options.">
            <TilesSkeleton
              count={6}
              className="sm:grid-cols-2 xl:grid-cols-3"
              lines={[{ width: "w-28", box: "h-[22px]" }, { width: "w-32", box: "h-6" }, { width: "w-20" }, { width: "w-24", wideOnly: true }]}
            />
          </QuoteSection>
          <QuoteSection id="skeleton-paper" step={2} title="Paper quality" description="Heavier stock feels sturdier in the hand.">
            <TilesSkeleton count={3} className="sm:grid-cols-3" lines={[{ width: "w-16", box: "h-[22px]" }, { width: "w-20" }]} />
          </QuoteSection>
          <QuoteSection id="skeleton-finish" step={3} title="Finish" description="Matte reads easily and takes a pen; gloss makes colors pop.">
            <TilesSkeleton count={3} compact className="sm:grid-cols-3" lines={[{ width: "w-16", box: "h-[22px]" }]} />
          </QuoteSection>
          <QuoteSection id="skeleton-corners" step={4} title="Corner style" description="Rounded corners stand out in a stack of cards.">
            <TilesSkeleton count={2} compact className="min-[400px]:grid-cols-2 sm:grid-cols-3" lines={[{ width: "w-16", box: "h-[22px]" }]} />
          </QuoteSection>
          <QuoteSection id="skeleton-quantity" step={5} title="Quantity" description="Pieces per order.">
            <TilesSkeleton count={6} compact className="grid-cols-2 min-[400px]:grid-cols-3 sm:grid-cols-6" lines={[{ width: "w-10", box: "h-[22px]" }]} />
          </QuoteSection>
          <QuoteSection id="skeleton-design" step={6} title="Design option" description="Start from one of our layouts or send your own artwork.">
            <TilesSkeleton count={2} className="sm:grid-cols-2" lines={[{ width: "w-40", box: "h-[22px]" }]} paragraph={["w-full", "w-32"]} />
          </QuoteSection>
          <QuoteSection
            id="skeleton-business"
            step={7}
            title="Business information"
            description={
              <>
                Where we send your quote. Fields marked <span className="font-semibold text-destructive">*</span> are required.
              </>
            }
          >
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton wide />
              <FieldSkeleton />
              <FieldSkeleton />
              <FieldSkeleton wide tall />
            </div>
          </QuoteSection>
        </div>

        <div className="lg:sticky lg:top-24">
          <OrderSummary product={undefined} rows={SUMMARY_ROWS} submitting={false} canSubmit={false} missing={MISSING} />
        </div>
      </div>
    </div>
  );
}
