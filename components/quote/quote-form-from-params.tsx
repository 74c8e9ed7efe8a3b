"use client";

import { useSearchParams } from "next/navigation";
import { findPrintProduct } from "@/lib/content/print-products";
import { QuoteForm } from "./quote-form";

/**
 * Reads ?product= and ?business= in the browser, so the page itself stays static (SPEC §2).
 * An unknown product id is ignored. New parameters start a fresh form.
 */
export function QuoteFormFromParams({ supportEmail }: { supportEmail: string }) {
  const params = useSearchParams();
  const product = findPrintProduct(params.get("product"));
  const business = (params.get("business") ?? "").trim().slice(0, 200);
  return <QuoteForm key={`${product?.id ?? ""}|${business}`} supportEmail={supportEmail} initialProductId={product?.id} initialBusinessName={business} />;
}
