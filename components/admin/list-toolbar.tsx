"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { LoaderCircle, Search } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { adminHref, type AdminTab } from "./admin-url";
import { capitalize } from "./format";

const ALL = "all";

/**
 * Search (?q=) and, for orders, a status filter (?status=) for one admin list. Both go through
 * the URL, so the server does the filtering and the result is linkable; a new search starts at page 1.
 */
export function ListToolbar({
  tab,
  q,
  sort,
  status,
  statuses,
  searchLabel,
  placeholder,
  children,
}: {
  tab: AdminTab;
  q: string;
  sort?: string;
  status?: string;
  statuses?: readonly string[];
  searchLabel: string;
  placeholder: string;
  children?: React.ReactNode;
}) {
  const router = useRouter();
  const [text, setText] = useState(q);
  const [pending, startTransition] = useTransition();
  const go = (next: { q: string; status?: string }) => startTransition(() => router.push(adminHref(tab, { q: next.q.trim(), sort, status: next.status })));
  const searchId = `${tab}-search`;
  const statusId = `${tab}-status`;

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <form
        role="search"
        aria-label={searchLabel}
        className="flex min-w-0 flex-1 items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: text, status });
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={searchId}>{searchLabel}</Label>
          <Input id={searchId} type="search" name="q" value={text} maxLength={100} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary" className="h-11 border border-input" disabled={pending}>
          {pending ? <Icon icon={LoaderCircle} className="animate-spin" aria-hidden /> : <Icon icon={Search} aria-hidden />}
          Search
        </Button>
      </form>
      {statuses && (
        <div className="grid gap-1.5 lg:w-48">
          <Label htmlFor={statusId}>Status</Label>
          <Select value={status || ALL} onValueChange={(value) => go({ q: text, status: value === ALL ? undefined : value })}>
            <SelectTrigger id={statusId}>
              <SelectValue>{status ? capitalize(status) : "All statuses"}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {statuses.map((option) => (
                <SelectItem key={option} value={option}>
                  {capitalize(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      {children && <div className="flex gap-2">{children}</div>}
    </div>
  );
}
