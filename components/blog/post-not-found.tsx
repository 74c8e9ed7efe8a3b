import Link from "next/link";
import { ArrowLeft, FileQuestion } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { PageNotice } from "@/components/site/page-notice";

/** SPEC §2 and §8: an unknown or unpublished post, or one that failed to load. */
export function PostNotFound() {
  return (
    <PageNotice
      icon={FileQuestion}
      title="Blog Post Not Found"
      actions={
        <Link href="/blog" className={buttonVariants({ size: "lg" })}>
          <Icon icon={ArrowLeft} aria-hidden />
          Back to Blog
        </Link>
      }
    >
      The blog post you&apos;re looking for doesn&apos;t exist.
    </PageNotice>
  );
}
