import { DeadQuoteLink } from "@/components/quotes/dead-quote-link";
import { DEAD_LINK } from "@/lib/quotes/links";

/** An unknown or withdrawn quote link: a 404, with the quote page's own words. */
export default function QuoteNotFound() {
  return <DeadQuoteLink reason={DEAD_LINK} />;
}
