"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link for the public pages: it prefetches its page once the visitor shows intent (a pointer
 * over it, a touch, keyboard focus) instead of as soon as it scrolls into view. A phone opening
 * the store would otherwise fetch and decode every visible card's page while its own page is still
 * starting up: bytes and main-thread time spent on pages it mostly never opens. A touch comes
 * about 100 ms before its click and a hover longer, which is time enough for a prefetch of these
 * cached pages to be on its way. Next's prefetching guide gives this pattern ("Hover-triggered
 * prefetch"); `prefetch={null}` hands the link back to Next's default once intent is shown.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  /** The caller's own handler, after noting that the visitor reached for the link. */
  const noticing =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <NextLink
      {...props}
      prefetch={intent ? (prefetch ?? null) : false}
      onMouseEnter={noticing(onMouseEnter)}
      onTouchStart={noticing(onTouchStart)}
      onFocus={noticing(onFocus)}
    />
  );
}
