import { NotFoundNotice } from "@/components/site/not-found-notice";

/** notFound() in a site page: the (site) layout already draws the header and footer. */
export default function SiteNotFound() {
  return <NotFoundNotice />;
}
