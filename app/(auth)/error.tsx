"use client";

import { ErrorNotice } from "@/components/site/error-notice";

/** A sign-in page failed: the notice inside the site's header and footer, as on public pages. */
export default function AuthError({ retry }: { retry: () => void }) {
  return <ErrorNotice retry={retry} />;
}
