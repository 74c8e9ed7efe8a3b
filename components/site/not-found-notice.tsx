import Link from "next/link";
import { SearchX } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { PageNotice } from "./page-notice";

/** The 404 view's content, for both not-found files: the site's shell comes from whichever layout is above. */
export function NotFoundNotice() {
  return (
    <PageNotice
      icon={SearchX}
      title="404 Page Not Found"
      actions={
        <>
          <Link href="/" className={buttonVariants({ size: "lg" })}>
            Back to Home
          </Link>
          <Link href="/store" className={buttonVariants({ size: "lg", variant: "outline" })}>
            Browse the Store
          </Link>
        </>
      }
    >
      That page isn&apos;t here. It may have moved, or the link may be mistyped.
    </PageNotice>
  );
}
