"use client";

import { usePathname } from "next/navigation";
import { Activity, useEffect, useState, type ReactNode } from "react";

/** The page a click on a link opens in this tab, or null (a new tab, a download, another site, the page already open). */
function destinationOf(event: MouseEvent): string | null {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const to = new URL(link.href);
  return to.origin === location.origin && to.pathname !== location.pathname ? to.pathname : null;
}

/**
 * From the click on a link to another page until that page renders: a thin progress bar across
 * the top, and in place of this page the next one's skeleton when it has one (`skeletons`,
 * rendered on the server, by path). The router shows a page's loading.tsx only once part of the
 * page has come from the server, which on a slow network is seconds after the click. This page
 * stays mounted, hidden, meanwhile.
 */
export function PageWhileLoading({ skeletons, children }: { skeletons: Record<string, ReactNode>; children: ReactNode }) {
  const pathname = usePathname();
  const [leaving, setLeaving] = useState<{ from: string; to: string } | null>(null);
  // The next page has rendered: the navigation is over.
  if (leaving && leaving.from !== pathname) setLeaving(null);
  const skeleton = leaving?.from === pathname ? skeletons[leaving.to] : undefined;
  const showing = skeleton !== undefined;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = destinationOf(event);
      if (to) setLeaving({ from: location.pathname, to });
    };
    // Capturing, on the window: seen before any link's own handler starts the navigation.
    addEventListener("click", onClick, true);
    return () => removeEventListener("click", onClick, true);
  }, []);
  // The skeleton stands for the top of the next page, wherever this one was scrolled to.
  useEffect(() => {
    if (showing) scrollTo(0, 0);
  }, [showing]);

  return (
    <>
      {leaving && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="pointer-events-none fixed inset-x-0 top-0 z-60 h-1 origin-left animate-navigation-progress bg-highlight"
        />
      )}
      {skeleton}
      <Activity mode={showing ? "hidden" : "visible"}>{children}</Activity>
    </>
  );
}
