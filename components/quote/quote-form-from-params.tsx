import { findPrintProduct } from "@/lib/content/print-products";
import { QuoteForm } from "./quote-form";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The quote form with ?product= and ?business= applied on the server (SPEC §2), so the first HTML
 * is the real form: no skeleton, and the browser hydrates it instead of building it after load.
 * An unknown product id is ignored. New parameters start a fresh form.
 */
export async function QuoteFormFromParams({ supportEmail, searchParams }: { supportEmail: string; searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const product = findPrintProduct(first(params.product));
  const business = (first(params.business) ?? "").trim().slice(0, 200);
  return <QuoteForm key={`${product?.id ?? ""}|${business}`} supportEmail={supportEmail} initialProductId={product?.id} initialBusinessName={business} />;
}
