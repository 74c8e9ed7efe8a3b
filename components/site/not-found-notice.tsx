import Link from "next/link";
import { SearchX } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

/** The 404 view's content, for both not-found files: the site's shell comes from whichever layout is above. */
export function NotFoundNotice() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <Icon icon={SearchX} className="mb-6 size-14 text-primary" aria-hidden />
      <h1 className="text-4xl font-bold sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">That page isn&apos;t here. It may have moved, or the link may be mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/">Back to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/store">Browse the Store</Link>
        </Button>
      </div>
    </section>
  );
}
