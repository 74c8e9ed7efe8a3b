import { CustomizeOrderView, customizeOrderMetadata } from "@/components/quote/customize-order-view";
import { PRINT_PRODUCTS } from "@/lib/content/print-products";

export const metadata = customizeOrderMetadata;

/** One static page per print product: /customize-order?product=<id> is served from here (next.config.ts). */
export const dynamicParams = false;

export function generateStaticParams() {
  return PRINT_PRODUCTS.map((product) => ({ product: product.id }));
}

export default async function CustomizeProductOrderPage({ params }: { params: Promise<{ product: string }> }) {
  const { product } = await params;
  return <CustomizeOrderView productId={product} />;
}
