import { ArrowLeft, FileQuestion } from "lucide";
import { Icon } from "@/components/ui/icon";
import { NoticeLink } from "@/components/site/notice-link";
import { PageNotice } from "@/components/site/page-notice";

/** An unknown or unpublished post, or one that failed to load (docs/product.md#blog). */
export function PostNotFound() {
  return (
    <PageNotice
      icon={FileQuestion}
      title="Blog Post Not Found"
      actions={
        <NoticeLink href="/blog">
          <Icon icon={ArrowLeft} aria-hidden />
          Back to Blog
        </NoticeLink>
      }
    >
      The blog post you&apos;re looking for doesn&apos;t exist.
    </PageNotice>
  );
}
