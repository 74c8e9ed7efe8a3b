"use client";

import { usePathname } from "next/navigation";
import { Activity, useEffect, type ReactNode } from "react";
import { pathOf, usePendingNavigation } from "./pending-navigation";

/**
 * The page, or from the click on a link until the next page renders, that page's skeleton (when
 * it has one): the router shows a page's loading.tsx only once part of it has come from the server,
 * which on a slow network is seconds after the click. The page stays mounted, hidden, meanwhile.
 * `skeletons` are rendered on the server, by path.
 */
export function PageWhileLoading({ skeletons, children }: { skeletons: Record<string, ReactNode>; children: ReactNode }) {
  const pathname = usePathname();
  const pending = usePendingNavigation();
  const to = pending && pathOf(pending.from) === pathname ? pathOf(pending.to) : null;
  const skeleton = to && to !== pathname ? skeletons[to] : undefined;
  const showing = skeleton !== undefined;

  // The skeleton stands for the top of the next page, wherever this one was scrolled to.
  useEffect(() => {
    if (showing) window.scrollTo({ top: 0 });
  }, [showing]);

  return (
    <>
      {skeleton}
      <Activity mode={showing ? "hidden" : "visible"}>{children}</Activity>
    </>
  );
}
