import { OrderDetailSkeleton } from "@/components/admin/order-detail-skeleton";

export default function AdminQuoteLoading() {
  return <OrderDetailSkeleton what="the quote request" />;
}
