"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";
import { endNavigationUnless, usePendingNavigation } from "./pending-navigation";

/**
 * A thin bar across the top from the click on a link until the next page is shown: on a slow
 * network the click is answered at once, before the page's request is. It ends when the address
 * this component is shown for changes, that is when the new page has rendered.
 */
function ProgressBar() {
  const search = useSearchParams().toString();
  const page = `${usePathname()}${search ? `?${search}` : ""}`;
  const pending = usePendingNavigation();
  useEffect(() => endNavigationUnless(page), [page]);

  if (pending?.from !== page) return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1">
      <div className="h-full origin-left animate-[navigation-progress_10s_cubic-bezier(0.1,0.6,0.2,1)_forwards] bg-highlight shadow-[0_0_8px] shadow-highlight/60" />
    </div>
  );
}

/** The progress bar of every public page (it reads the address's query, so it renders only in the browser). */
export function NavigationProgress() {
  return (
    <Suspense>
      <ProgressBar />
    </Suspense>
  );
}
