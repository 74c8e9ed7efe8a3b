"use client";

import { Link } from "@/components/ui/link";
import { useId, useMemo, useRef, useState } from "react";
import { useEntriesMadeBeforeHydration } from "@/components/forms/use-entries-made-before-hydration";
import { toast } from "@/components/ui/toast";
import { CircleAlert, Minus, Plus, ShoppingCart } from "lucide";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/components/cart/use-cart";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatCents, type Cents } from "@/lib/money";
import { findVariant, type VariantChoice } from "@/lib/merch/find-variant";
import { clsx } from "clsx";
import { MerchImage } from "./merch-image";
import type { MerchPicture } from "./merch-picture";

/**
 * `image` is the picture's address (what the cart keeps); `picture` its sources for this page.
 * Size and colour are read from the name on the server, so this page's browser code stays small.
 */
export type DetailVariant = VariantChoice & {
  id: number;
  name: string;
  priceCents: Cents | null;
  currency: string;
  image: string;
  picture: MerchPicture;
  inStock: boolean;
};
export type DetailProduct = {
  id: number;
  name: string;
  business: { id: string; name: string } | null;
  variants: DetailVariant[];
  /** Shown when the product has no variant to show. */
  picture: MerchPicture;
  /** The distinct sizes in shop order and colours as first seen, each colour with its swatch. */
  sizes: string[];
  colors: { name: string; swatch: string }[];
};

const GALLERY_SIZE = 4;
const MAX_QUANTITY = 99;
const OPTION_NAMES = ["color", "size"] as const;
const ENTRY_NAMES = [...OPTION_NAMES, "quantity"] as const;

/** Up to four variants with distinct pictures, in catalogue order (four shots of one black tee help nobody). */
function galleryOf(variants: DetailVariant[]): DetailVariant[] {
  const seen = new Set<string>();
  const gallery: DetailVariant[] = [];
  for (const variant of variants) {
    if (seen.has(variant.image)) continue;
    seen.add(variant.image);
    gallery.push(variant);
    if (gallery.length === GALLERY_SIZE) break;
  }
  return gallery;
}

/** What is left of a variant name after the product name: "Black / M". */
function optionLabel(variant: DetailVariant): string {
  return (
    variant.name
      .split("/")
      .slice(1)
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" / ") || variant.name
  );
}

/**
 * The product page (docs/product.md#product-page): gallery, price, stock, size and colour, quantity and Add to Cart.
 * `description` and `notes` are rendered on the server and slotted into the right column.
 */
export function ProductDetail({ product, description, notes }: { product: DetailProduct; description: React.ReactNode; notes: React.ReactNode }) {
  const { variants } = product;
  const { dispatch } = useCart();
  const { sizes } = product;
  const colors = useMemo(() => product.colors.map((option) => option.name), [product.colors]);
  const swatches = useMemo(() => new Map(product.colors.map((option) => [option.name, option.swatch])), [product.colors]);
  const gallery = useMemo(() => galleryOf(variants), [variants]);

  // The first variant, with its own size and colour (docs/product.md#product-page).
  const first = variants[0];
  const [selectedId, setSelectedId] = useState<number | null>(first?.id ?? null);
  const [size, setSize] = useState<string | null>(first ? (first.size ?? sizes[0] ?? null) : null);
  const [color, setColor] = useState<string | null>(first ? (first.color ?? colors[0] ?? null) : null);
  const [quantityText, setQuantityText] = useState("1");

  const selected = variants.find((variant) => variant.id === selectedId) ?? null;
  // With no matching variant the picture and price follow the chosen colour, so the page never goes blank.
  const shown = selected ?? findVariant(variants, null, color) ?? first ?? null;
  const parsedQuantity = Number.parseInt(quantityText, 10);
  const quantity = Number.isFinite(parsedQuantity) ? Math.min(MAX_QUANTITY, Math.max(1, parsedQuantity)) : 1;

  function choose(nextSize: string | null, nextColor: string | null) {
    setSize(nextSize);
    setColor(nextColor);
    setSelectedId(findVariant(variants, nextSize, nextColor)?.id ?? null);
  }

  const details = useRef<HTMLDivElement>(null);
  useEntriesMadeBeforeHydration(details, ENTRY_NAMES, (entries) => {
    const nextSize = entries.size ?? size;
    const nextColor = entries.color ?? color;
    if (nextSize !== size || nextColor !== color) choose(nextSize, nextColor);
    if (entries.quantity !== undefined) setQuantityText(entries.quantity);
  });

  function pickFromGallery(variant: DetailVariant) {
    // Keep the chosen size when this picture's colour comes in it.
    const pictureColor = variant.color;
    const sameSize = pictureColor && size ? findVariant(variants, size, pictureColor) : undefined;
    const target = sameSize && sameSize.image === variant.image ? sameSize : variant;
    setSelectedId(target.id);
    setSize(target.size ?? (sizes.length ? size : null));
    setColor(target.color ?? (colors.length ? color : null));
  }

  function addToCart() {
    if (!selected) {
      toast.error("Please select a variant", { description: "Choose size and color options before adding to cart." });
      return;
    }
    if (!selected.inStock || selected.priceCents === null) return;
    dispatch({
      type: "add",
      item: {
        productId: String(product.id),
        variantId: String(selected.id),
        name: product.name,
        variantName: selected.name,
        image: selected.image,
        priceCents: selected.priceCents,
        currency: selected.currency,
        quantity,
        size: selected.size,
        color: selected.color,
      },
    });
    toast.success("Added to cart!", { description: `${quantity} × ${product.name}` });
  }

  const outOfStock = selected !== null && !selected.inStock;

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      {/* Gallery */}
      <div className="lg:sticky lg:top-24 lg:self-start">
        <div className="overflow-hidden rounded-lg border border-border bg-surface">
          <MerchImage
            picture={shown?.picture ?? product.picture}
            alt={shown ? `${product.name}, ${optionLabel(shown)}` : product.name}
            loading="eager"
            fetchPriority="high"
            className="aspect-square h-auto w-full object-cover"
            data-testid="main-image"
          />
        </div>
        {gallery.length > 1 && (
          <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="Pictures">
            {gallery.map((variant) => {
              const active = shown?.image === variant.image;
              return (
                <li key={variant.id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    aria-label={`Show ${variant.color ?? optionLabel(variant)}`}
                    onClick={() => pickFromGallery(variant)}
                    className={clsx(
                      "block w-full overflow-hidden rounded-md border-2 bg-surface transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-offset-2",
                      active ? "border-primary" : "border-transparent hover:border-input",
                    )}
                  >
                    <MerchImage picture={variant.picture} alt="" sizes="140px" className="aspect-square h-auto w-full object-cover" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {/* Details */}
      <div ref={details} className="flex flex-col">
        {product.business && (
          <Link
            href={`/find-your-business?business=${product.business.id}`}
            className="inline-flex min-h-11 w-fit items-center text-sm font-semibold tracking-widest text-primary uppercase hover:underline sm:min-h-0"
          >
            {product.business.name}
          </Link>
        )}
        <h1 className="text-3xl font-bold sm:text-4xl">{product.name}</h1>

        <div className="mt-4 flex flex-wrap items-center gap-3" aria-live="polite" aria-atomic="true">
          {shown && shown.priceCents !== null && (
            <span className="text-3xl font-bold text-ink" data-testid="price">
              {formatCents(shown.priceCents, { currency: shown.currency })}
            </span>
          )}
          {selected ? (
            <span
              data-testid="stock-status"
              className={clsx(
                "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
                selected.inStock ? "bg-green-50 text-success ring-1 ring-green-200" : "bg-red-50 text-destructive ring-1 ring-red-200",
              )}
            >
              <span aria-hidden className={clsx("size-2 rounded-full", selected.inStock ? "bg-success" : "bg-destructive")} />
              {selected.inStock ? "In Stock" : "Out of Stock"}
            </span>
          ) : (
            <span
              data-testid="stock-status"
              className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm font-semibold text-muted-foreground"
            >
              Not available
            </span>
          )}
        </div>

        <div className="mt-5 text-muted-foreground">{description}</div>

        <div className="mt-8 grid gap-6">
          {colors.length > 0 && (
            <OptionGroup
              name="color"
              legend="Color"
              value={color}
              options={colors}
              onChange={(next) => choose(size, next)}
              renderOption={(option) => (
                <>
                  <span aria-hidden className="size-5 shrink-0 rounded-full border border-black/15" style={{ backgroundColor: swatches.get(option) }} />
                  {option}
                </>
              )}
              unavailable={(option) => !findVariant(variants, size, option)?.inStock}
            />
          )}
          {sizes.length > 0 && (
            <OptionGroup
              name="size"
              legend="Size"
              value={size}
              options={sizes}
              onChange={(next) => choose(next, color)}
              renderOption={(option) => option}
              unavailable={(option) => !findVariant(variants, option, color)?.inStock}
            />
          )}
        </div>

        {variants.length > 0 && !selected && (
          <p role="status" className="mt-5 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" aria-hidden />
            {color && size ? `${color} doesn't come in ${size}.` : "This combination isn't available."} Pick another size or color.
          </p>
        )}
        {variants.length === 0 && (
          <p role="status" className="mt-5 rounded-md border border-border bg-muted p-3 text-sm text-muted-foreground">
            This product has no options for sale right now.
          </p>
        )}
        {selected && (
          <p className="mt-5 text-sm text-muted-foreground" data-testid="selected-variant">
            Selected: <span className="font-medium text-ink">{optionLabel(selected)}</span>
          </p>
        )}

        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <QuantityStepper text={quantityText} quantity={quantity} onChange={setQuantityText} />
          <button
            type="button"
            className={`${buttonVariants({ size: "lg" })} w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:w-auto sm:flex-1`}
            onClick={addToCart}
            disabled={outOfStock}
            aria-disabled={!selected || undefined}
            data-unavailable={!selected || undefined}
          >
            <Icon icon={ShoppingCart} aria-hidden />
            Add to Cart
          </button>
        </div>
        {outOfStock && <p className="mt-2 text-sm text-muted-foreground">This option is out of stock. Try another size or color.</p>}

        <div className="mt-8">{notes}</div>
      </div>
    </div>
  );
}

function OptionGroup({
  name,
  legend,
  value,
  options,
  onChange,
  renderOption,
  unavailable,
}: {
  /** The radios' name: one product per page, so "color" and "size" are unique. */
  name: (typeof OPTION_NAMES)[number];
  legend: string;
  value: string | null;
  options: string[];
  onChange: (option: string) => void;
  renderOption: (option: string) => React.ReactNode;
  unavailable: (option: string) => boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {legend}
        {value && <span className="font-normal text-muted-foreground">: {value}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const faded = unavailable(option);
          return (
            <label
              key={option}
              className={clsx(
                "relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium transition-colors select-none",
                "hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:checked]:ring-1 has-[:checked]:ring-primary",
                "has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/60 has-[:focus-visible]:ring-offset-2",
                faded && "border-dashed text-muted-foreground",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
              />
              {renderOption(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function QuantityStepper({ text, quantity, onChange }: { text: string; quantity: number; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Quantity
      </label>
      <button
        type="button"
        className={buttonVariants({ variant: "outline", size: "iconLg" })}
        aria-label="Decrease quantity"
        disabled={quantity <= 1}
        onClick={() => onChange(String(quantity - 1))}
      >
        <Icon icon={Minus} aria-hidden />
      </button>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onChange(String(quantity))}
        className="h-12 w-16 rounded-md border border-input bg-background text-center text-base font-semibold [appearance:textfield] focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={buttonVariants({ variant: "outline", size: "iconLg" })}
        aria-label="Increase quantity"
        disabled={quantity >= MAX_QUANTITY}
        onClick={() => onChange(String(quantity + 1))}
      >
        <Icon icon={Plus} aria-hidden />
      </button>
    </div>
  );
}
