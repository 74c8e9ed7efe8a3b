import { CustomizeOrderView, customizeOrderMetadata } from "@/components/quote/customize-order-view";

export const metadata = customizeOrderMetadata;

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /customize-order?business=… (next.config.ts): a name can be anything, so this one renders per request. */
export default async function PrefilledOrderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return <CustomizeOrderView productId={first(params.product)} business={(first(params.business) ?? "").trim().slice(0, 200)} />;
}
