import { SearchX } from "lucide";
import { NoticeLink } from "./notice-link";
import { PageNotice } from "./page-notice";

/** The 404 view's content, for both not-found files: the site's shell comes from whichever layout is above. */
export function NotFoundNotice() {
  return (
    <PageNotice
      icon={SearchX}
      title="404 Page Not Found"
      actions={
        <>
          <NoticeLink href="/">Back to Home</NoticeLink>
          <NoticeLink href="/store" secondary>
            Browse the Store
          </NoticeLink>
        </>
      }
    >
      That page isn&apos;t here. It may have moved, or the link may be mistyped.
    </PageNotice>
  );
}
