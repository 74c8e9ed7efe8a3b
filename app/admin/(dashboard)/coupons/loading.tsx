import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminCouponsLoading() {
  return <ListSkeleton what="coupons" columns={9} action />;
}
