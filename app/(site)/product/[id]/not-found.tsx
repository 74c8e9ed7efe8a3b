import Link from "next/link";
import { PackageSearch } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { PageNotice } from "@/components/site/page-notice";

/** SPEC §2: an unknown, ignored or malformed product id (answered with status 404). */
export default function ProductNotFound() {
  return (
    <PageNotice
      icon={PackageSearch}
      title="Product Not Found"
      actions={
        <>
          <Link href="/store" className={buttonVariants({ size: "lg" })}>
            Back to Store
          </Link>
          <Link href="/find-your-business" className={buttonVariants({ size: "lg", variant: "outline" })}>
            Find Your Business
          </Link>
        </>
      }
    >
      The product you&apos;re looking for doesn&apos;t exist.
    </PageNotice>
  );
}
