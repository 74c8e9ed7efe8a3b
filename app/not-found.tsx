import type { Metadata } from "next";
import { SiteShell } from "@/components/site/site-shell";
import { NotFoundNotice } from "@/components/site/not-found-notice";

export const metadata: Metadata = { title: { absolute: "404 Page Not Found" }, robots: { index: false } };

/** Unknown addresses, and notFound() outside the site's pages: no layout of ours is above, so it brings the shell. */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundNotice />
    </SiteShell>
  );
}
