"use client";

import "./globals.css";

/**
 * A layout failed above every error.tsx (the root layout, the site's header and footer, the admin
 * sign-in page): this replaces the whole document. Every page's first load carries it, so it is
 * plain markup, not the ErrorNotice of the other error pages (a second root boundary with it would
 * add 1.6 KB to every page); a full page load home is the way out.
 */
export default function GlobalError({ retry }: { retry: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center font-sans">
        <title>Something broke on our end | Viralize</title>
        <h1 className="text-4xl font-bold">Something broke on our end</h1>
        <p className="max-w-md text-lg text-muted-foreground">This page didn&apos;t load, and it&apos;s not anything you did. Try again in a minute.</p>
        <p className="flex gap-6 font-semibold text-primary">
          <button type="button" onClick={retry} className="min-h-11 underline-offset-4 hover:underline">
            Try again
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the app itself failed */}
          <a href="/" className="flex min-h-11 items-center underline-offset-4 hover:underline">
            Back to Home
          </a>
        </p>
      </body>
    </html>
  );
}
