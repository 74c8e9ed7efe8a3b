"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { LoaderCircle, Search, SlidersHorizontal } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils/cn";
import { adminHref, type AdminTab, type ListState } from "./admin-url";

const ALL = "all";

/** One dropdown filter of a list, kept in the URL as ?param=value. */
export type ListFilter = {
  param: "status" | "payment" | "fulfilment";
  label: string;
  /** The option that clears the filter, e.g. "All statuses". */
  allLabel: string;
  value?: string;
  options: readonly { value: string; label: string }[];
};

/**
 * Search (?q=) and dropdown filters (orders: ?status=, ?payment=, ?fulfilment=) for one admin
 * list. All go through the URL, so the server does the filtering and the result is linkable; a new
 * search or filter starts at page 1 and keeps the others. On a phone the filters wait behind a
 * Filters button, so the list starts near the top of the screen.
 */
export function ListToolbar({
  tab,
  kind,
  q,
  sort,
  filters = [],
  searchLabel,
  placeholder,
  children,
}: {
  tab: AdminTab;
  /** The Orders tab's print orders: kept by every search and filter. */
  kind?: ListState["kind"];
  q: string;
  sort?: string;
  filters?: readonly ListFilter[];
  searchLabel: string;
  placeholder: string;
  children?: React.ReactNode;
}) {
  const router = useRouter();
  const [text, setText] = useState(q);
  const [pending, startTransition] = useTransition();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filtering = filters.filter((filter) => filter.value).length;
  const chosen = Object.fromEntries(filters.map((filter) => [filter.param, filter.value]));
  const go = (next: { q: string; changed?: Partial<Record<ListFilter["param"], string | undefined>> }) =>
    startTransition(() => router.push(adminHref(tab, { kind, ...chosen, ...next.changed, q: next.q.trim(), sort })));
  const searchId = `${tab}-search`;

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <form
        role="search"
        aria-label={searchLabel}
        className="flex min-w-0 flex-1 items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: text });
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={searchId}>{searchLabel}</Label>
          <Input
            id={searchId}
            type="search"
            name="q"
            value={text}
            maxLength={100}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" className="h-11 border border-input max-sm:w-11 max-sm:px-0" disabled={pending}>
          {pending ? <Icon icon={LoaderCircle} className="animate-spin" aria-hidden /> : <Icon icon={Search} aria-hidden />}
          <span className="max-sm:sr-only">Search</span>
        </Button>
      </form>
      {(filters.length > 0 || children) && (
        <div className="flex gap-2 *:max-md:flex-1 lg:order-last">
          {filters.length > 0 && (
            <Button
              type="button"
              variant="outline"
              className="h-11 md:hidden"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <Icon icon={SlidersHorizontal} aria-hidden />
              Filters{filtering > 0 && ` (${filtering})`}
            </Button>
          )}
          {children}
        </div>
      )}
      {filters.length > 0 && (
        <div id={filtersId} className={cn("grid gap-3 sm:grid-cols-3 lg:flex", !filtersOpen && "max-md:hidden")}>
          {filters.map((filter) => {
            const id = `${tab}-${filter.param}`;
            const current = filter.options.find((option) => option.value === filter.value);
            return (
              <div key={filter.param} className="grid gap-1.5 lg:w-44">
                <Label htmlFor={id}>{filter.label}</Label>
                <Select
                  value={current?.value ?? ALL}
                  onValueChange={(value) => go({ q: text, changed: { [filter.param]: value === ALL ? undefined : value } })}
                >
                  <SelectTrigger id={id}>
                    <SelectValue>{current?.label ?? filter.allLabel}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ALL}>{filter.allLabel}</SelectItem>
                    {filter.options.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
