import { CustomizeOrderView, customizeOrderMetadata } from "@/components/quote/customize-order-view";

export const metadata = customizeOrderMetadata;

/**
 * /customize-order with nothing chosen yet. Static, like its per-product variants ([product]);
 * next.config.ts sends ?product= to those and ?business= to the one rendered per request (prefilled).
 */
export default function CustomizeOrderPage() {
  return <CustomizeOrderView />;
}
