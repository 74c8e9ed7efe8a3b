"use client";

import { Link } from "@/components/ui/link";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { ArrowRight, Search, SearchX, Store } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useEntriesMadeBeforeHydration } from "@/components/forms/use-entries-made-before-hydration";
import { cn } from "@/lib/utils/cn";
import { BUSINESS_CARD_GRID, BusinessMonogram } from "./business-card-parts";
import { MerchImage } from "./merch-image";
import type { MerchCardProduct } from "./merch-picture";
import { MerchProductCard, plural, PRODUCT_GRID_CLASS } from "./product-card";

export type BusinessGroup = { id: string; name: string; products: MerchCardProduct[] };

const PATH = "/find-your-business";
const SEARCH_NAME = "business-search";
const SEARCH_NAMES = [SEARCH_NAME] as const;

/**
 * /find-your-business (docs/product.md#find-your-business): a searchable list of businesses, or one business's products.
 * The chosen business lives in the URL (?business=rci) so back, forward and shared links work.
 */
export function BusinessFinder({ groups }: { groups: BusinessGroup[] }) {
  // The search lives out here: the view below is drawn again in the browser (it reads the URL),
  // and this component's layout phase still sees the server's search box and what was typed in it.
  const [query, setQuery] = useState("");
  const root = useRef<HTMLDivElement>(null);
  useEntriesMadeBeforeHydration(root, SEARCH_NAMES, (entries) => {
    if (entries[SEARCH_NAME] !== undefined) setQuery(entries[SEARCH_NAME]);
  });
  const search = { query, onQueryChange: setQuery };
  return (
    <div ref={root}>
      {/* Before hydration (a static page knows no query string) the list is shown. */}
      <Suspense fallback={<FinderView groups={groups} selectedId={null} search={search} />}>
        <FinderFromUrl groups={groups} search={search} />
      </Suspense>
    </div>
  );
}

type Search = { query: string; onQueryChange: (query: string) => void };

function FinderFromUrl({ groups, search }: { groups: BusinessGroup[]; search: Search }) {
  const selectedId = useSearchParams().get("business");
  return <FinderView groups={groups} selectedId={selectedId} search={search} />;
}

// Next.js keeps useSearchParams in step with the History API, so no server round trip is needed.
function go(url: string) {
  window.history.pushState(null, "", url);
}

function FinderView({ groups, selectedId, search }: { groups: BusinessGroup[]; selectedId: string | null; search: Search }) {
  const selected = groups.find((group) => group.id === selectedId) ?? null;
  const lastSelected = useRef<string | null>(null);
  const selectedHeading = useRef<HTMLHeadingElement>(null);
  const listRoot = useRef<HTMLDivElement>(null);

  // Move focus with the view, so keyboard and screen reader users land on what changed.
  useEffect(() => {
    if (selected) {
      lastSelected.current = selected.id;
      selectedHeading.current?.focus({ preventScroll: true });
      selectedHeading.current?.scrollIntoView({ block: "nearest" });
    } else if (lastSelected.current) {
      listRoot.current?.querySelector<HTMLElement>(`[data-business="${lastSelected.current}"]`)?.focus();
      lastSelected.current = null;
    }
  }, [selected]);

  if (selected) {
    return (
      <div data-testid="business-products">
        <Button variant="outline" className="h-11" onClick={() => go(PATH)}>
          ← Back to Businesses
        </Button>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <BusinessMonogram id={selected.id} name={selected.name} className="size-14 text-lg" />
          <div>
            <h2 ref={selectedHeading} tabIndex={-1} className="text-3xl font-bold outline-none">
              {selected.name}
            </h2>
            <p className="text-muted-foreground" data-testid="business-product-count">
              {plural(selected.products.length, "product")}
            </p>
          </div>
        </div>
        <ul className={cn(PRODUCT_GRID_CLASS, "mt-8")}>
          {selected.products.map((product, index) => (
            <li key={product.id} className="flex">
              <MerchProductCard product={product} eager={index < 4} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return <BusinessList groups={groups} query={search.query} onQueryChange={search.onQueryChange} rootRef={listRoot} />;
}

function BusinessList({
  groups,
  query,
  onQueryChange,
  rootRef,
}: {
  groups: BusinessGroup[];
  query: string;
  onQueryChange: (query: string) => void;
  rootRef: React.Ref<HTMLDivElement>;
}) {
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const matches = needle ? groups.filter((group) => group.name.toLowerCase().includes(needle)) : groups;

  return (
    <div ref={rootRef}>
      <div className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Search for your business
        </label>
        <Icon icon={Search} className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={searchId}
          name={SEARCH_NAME}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Search for your business..."
          autoComplete="off"
          className="h-12! pl-11! sm:text-base!"
        />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {needle ? `${matches.length} ${matches.length === 1 ? "business" : "businesses"} found` : ""}
      </p>

      {matches.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-lg border border-dashed border-input bg-card px-6 py-12 text-center">
          <Icon icon={SearchX} className="size-12 text-muted-foreground" aria-hidden />
          <h2 className="mt-4 text-2xl font-bold">No Businesses Found</h2>
          <p className="mt-2 max-w-md text-muted-foreground">
            Try adjusting your search or{" "}
            <Link href="/#contact" className="font-semibold text-primary underline underline-offset-4">
              contact us
            </Link>{" "}
            to add your business.
          </p>
          {needle && (
            <Button variant="outline" className="mt-6 h-11" onClick={() => onQueryChange("")}>
              Clear search
            </Button>
          )}
        </div>
      ) : (
        <ul className={cn(BUSINESS_CARD_GRID, "mt-8")} aria-label="Businesses">
          {matches.map((group) => (
            <li key={group.id} className="flex">
              <BusinessCard group={group} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BusinessCard({ group }: { group: BusinessGroup }) {
  const href = `${PATH}?business=${encodeURIComponent(group.id)}`;
  const preview = group.products.slice(0, 3);
  return (
    <a
      href={href}
      data-business={group.id}
      data-testid={`business-${group.id}`}
      onClick={(event) => {
        // Let the browser open new tabs and windows itself.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        go(href);
      }}
      className="group flex w-full flex-col rounded-lg border border-border bg-card p-5 shadow-sm transition-shadow outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-offset-2"
    >
      <div className="flex items-center gap-4">
        <BusinessMonogram id={group.id} name={group.name} />
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{group.name}</h2>
          <p className="text-sm text-muted-foreground">{plural(group.products.length, "product")}</p>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-2" aria-hidden>
        {preview.map((product) => (
          <MerchImage
            key={product.id}
            picture={product.picture}
            alt=""
            sizes="120px"
            className="aspect-square h-auto w-full rounded-md border border-border bg-surface object-cover"
          />
        ))}
      </div>
      <span className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-primary">
        <Icon icon={Store} className="size-4" aria-hidden />
        View products
        <Icon icon={ArrowRight} className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
      </span>
    </a>
  );
}
