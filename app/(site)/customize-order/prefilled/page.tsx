import { CustomizeOrderView, customizeOrderMetadata } from "@/components/quote/customize-order-view";
import { firstParam, type SearchParams } from "@/lib/http/search-params";

export const metadata = customizeOrderMetadata;

/** /customize-order?business=… (next.config.ts): a name can be anything, so this one renders per request. */
export default async function PrefilledOrderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { product, business } = await searchParams;
  return <CustomizeOrderView productId={firstParam(product)} business={firstParam(business)} />;
}
