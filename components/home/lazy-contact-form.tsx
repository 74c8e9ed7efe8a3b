"use client";

import { lazy, Suspense } from "react";

// Server-rendered as usual, but its code (with react-hook-form) is fetched as the page hydrates
// rather than named in the HTML: the home page's first load stays within its 150 KiB budget.
const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

/**
 * The contact form, hydrated once its own chunk arrives. React sends a boundary this far down the
 * page apart from the page, in a hidden block its inline script reveals: without JavaScript the
 * visitor gets the fallback, which points to the phone and email beside the form.
 */
export function LazyContactForm() {
  return (
    <Suspense
      fallback={
        <noscript>
          <p className="text-muted-foreground">
            Sending this form needs JavaScript, which is off in this browser. Call or email us with the details on this page; we reply within one business day.
          </p>
        </noscript>
      }
    >
      <ContactForm />
    </Suspense>
  );
}
