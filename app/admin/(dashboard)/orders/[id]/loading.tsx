import { OrderDetailSkeleton } from "@/components/admin/order-detail-skeleton";

export default function AdminOrderLoading() {
  return <OrderDetailSkeleton />;
}
