import { PackageSearch } from "lucide";
import { NoticeLink } from "@/components/site/notice-link";
import { PageNotice } from "@/components/site/page-notice";

/** An unknown, ignored or malformed product id, answered with status 404 (docs/product.md#product-page). */
export default function ProductNotFound() {
  return (
    <PageNotice
      icon={PackageSearch}
      title="Product Not Found"
      actions={
        <>
          <NoticeLink href="/store">Back to Store</NoticeLink>
          <NoticeLink href="/find-your-business" secondary>
            Find Your Business
          </NoticeLink>
        </>
      }
    >
      The product you&apos;re looking for doesn&apos;t exist.
    </PageNotice>
  );
}
