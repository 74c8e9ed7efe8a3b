import { OrderDetailSkeleton } from "@/components/admin/order-detail-skeleton";

export default function AdminSubscriberLoading() {
  return <OrderDetailSkeleton what="the subscriber" />;
}
