import Link from "next/link";
import { PackageSearch } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

/** SPEC §2: an unknown, ignored or malformed product id (answered with status 404). */
export default function ProductNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-24">
      <Icon icon={PackageSearch} className="size-14 text-primary" aria-hidden />
      <h1 className="mt-6 text-4xl font-bold">Product Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">The product you&apos;re looking for doesn&apos;t exist.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/store">Back to Store</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/find-your-business">Find Your Business</Link>
        </Button>
      </div>
    </section>
  );
}
