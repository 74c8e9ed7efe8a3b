"use client";

import { lazy, Suspense } from "react";

// Server-rendered as usual, but its code (with react-hook-form) is fetched as the page hydrates
// rather than named in the HTML: the home page's first load stays within its 150 KiB budget.
const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

/** The contact form, hydrated once its own chunk arrives. */
export function LazyContactForm() {
  return (
    <Suspense>
      <ContactForm />
    </Suspense>
  );
}
