"use client";

import { ErrorNotice } from "@/components/site/error-notice";

/** A public page failed: the notice inside the site's header and footer. */
export default function SiteError({ retry }: { retry: () => void }) {
  return <ErrorNotice retry={retry} />;
}
