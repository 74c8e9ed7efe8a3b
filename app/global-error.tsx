"use client";

import { ErrorNotice } from "@/components/site/error-notice";
import "./globals.css";

/** The root layout itself failed: this replaces it, so it brings its own document. */
export default function GlobalError({ retry }: { retry: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center font-sans">
        <title>Something broke on our end | Viralize</title>
        <ErrorNotice retry={retry} />
      </body>
    </html>
  );
}
