import { SiteShell } from "@/components/site/site-shell";
import { NotFoundNotice } from "@/components/site/not-found-notice";
import { NOT_FOUND_METADATA } from "@/lib/seo/metadata";

export const metadata = NOT_FOUND_METADATA;

/** Unknown addresses, and notFound() outside the site's pages: no layout of ours is above, so it brings the shell. */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundNotice />
    </SiteShell>
  );
}
