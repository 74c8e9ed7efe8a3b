import Link from "next/link";
import { ArrowLeft, FileQuestion } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";

/** SPEC §2 and §8: an unknown or unpublished post, or one that failed to load. */
export function PostNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-24">
      <Icon icon={FileQuestion} className="size-14 text-primary" aria-hidden />
      <h1 className="mt-6 text-4xl font-bold">Blog Post Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <Link href="/blog" className={`${buttonVariants({ size: "lg" })} mt-8`}>
        <Icon icon={ArrowLeft} aria-hidden />
        Back to Blog
      </Link>
    </section>
  );
}
