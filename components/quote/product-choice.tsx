"use client";

import { Clock } from "lucide";
import { useController } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { PRINT_PRODUCTS } from "@/lib/content/print-products";
import { formatCents } from "@/lib/money";
import { ChoiceGroup, type Choice } from "./choice-group";
import { FieldError } from "@/components/forms/field-error";
import { QuoteSection } from "./quote-section";
import type { QuoteControl } from "./quote-values";

const PRODUCT_CHOICES: Choice[] = PRINT_PRODUCTS.map((product) => ({
  value: product.id,
  label: product.title,
  ribbon: product.popular ? "Most Popular" : undefined,
  detail: (
    <span>
      <span className="text-base font-bold text-ink">{formatCents(product.priceCents)}</span> for {product.quantity}
    </span>
  ),
  extra: (
    <span className="inline-flex items-center gap-1.5">
      <Icon icon={Clock} aria-hidden className="size-3.5 shrink-0" />
      {product.turnaround}
    </span>
  ),
}));

/** Step 1: the product, as tiles with price and turnaround. */
export function ProductChoice({ control }: { control: QuoteControl }) {
  const { field, fieldState } = useController({ control, name: "product" });
  const error = fieldState.error?.message;
  return (
    <QuoteSection
      id="quote-product"
      step={1}
      title="Product type"
      description="Prices are listed starting prices. Your quote has the exact price for your options."
    >
      <div data-field="product">
        <ChoiceGroup
          name={field.name}
          labelledBy="quote-product-title"
          describedBy={error ? "quote-product-error" : undefined}
          value={field.value}
          onValueChange={field.onChange}
          choices={PRODUCT_CHOICES}
          required
          invalid={Boolean(error)}
          className="sm:grid-cols-2 xl:grid-cols-3"
        />
        <FieldError id="quote-product-error" message={error} className="mt-2" />
      </div>
    </QuoteSection>
  );
}
