import type { Metadata } from "next";
import Link from "next/link";
import { SearchX } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteShell } from "@/components/site/site-shell";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: { absolute: "404 Page Not Found" }, robots: { index: false } };

export default function NotFound() {
  return (
    <SiteShell>
      <section className="container-page flex flex-col items-center py-24 text-center">
        <Icon icon={SearchX} className="mb-6 size-14 text-primary" aria-hidden />
        <h1 className="text-4xl font-bold sm:text-5xl">404 Page Not Found</h1>
        <p className="mt-4 max-w-md text-lg text-muted-foreground">
          That page isn&apos;t here. It may have moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/">Back to Home</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/store">Browse the Store</Link>
          </Button>
        </div>
      </section>
    </SiteShell>
  );
}
