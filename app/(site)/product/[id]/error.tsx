"use client";

import { usePathname } from "next/navigation";
import { StoreUnavailable } from "@/components/store/store-unavailable";

/** The catalogue could not be reached for this product: say so in the store's words. */
export default function ProductError() {
  return (
    <div className="container-page py-8 sm:py-12">
      <StoreUnavailable retryHref={usePathname()} />
    </div>
  );
}
