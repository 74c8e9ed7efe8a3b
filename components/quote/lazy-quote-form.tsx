"use client";

import { lazy, type ComponentProps } from "react";

// Server-rendered as usual, but its code (react-hook-form and the form's sections) is fetched as
// the page hydrates rather than named in the HTML, so a phone's first paint does not wait on it.
const QuoteForm = lazy(() => import("./quote-form").then((module) => ({ default: module.QuoteForm })));

/**
 * The quote form, hydrated once its chunk arrives; until then it is the browser's own form, and
 * what a visitor picks or types meanwhile is kept (useEntriesMadeBeforeHydration). No Suspense
 * boundary of its own, unlike the home page's contact form: React sends a boundary this large apart
 * from the page, hidden until an inline script reveals it, which here, at the top of the page,
 * would show the footer first and then push it down, and show no form at all without JavaScript.
 */
export function LazyQuoteForm(props: ComponentProps<typeof QuoteForm>) {
  return <QuoteForm {...props} />;
}
