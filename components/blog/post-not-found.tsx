import Link from "next/link";
import { ArrowLeft, FileQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";

/** SPEC §2 and §8: an unknown or unpublished post, or one that failed to load. */
export function PostNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-24">
      <FileQuestion className="size-14 text-primary" aria-hidden />
      <h1 className="mt-6 text-4xl font-bold">Blog Post Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/blog">
          <ArrowLeft aria-hidden />
          Back to Blog
        </Link>
      </Button>
    </section>
  );
}
