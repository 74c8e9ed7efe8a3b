"use client";

import { LogoMark } from "@/components/site/logo-mark";
import { ErrorNotice } from "@/components/site/error-notice";

/** A page outside the public site (admin, sign-in) or the site's own layout failed. */
export default function AppError({ retry }: { retry: () => void }) {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center bg-surface py-10">
      <LogoMark className="text-ink" />
      <ErrorNotice retry={retry} />
    </main>
  );
}
