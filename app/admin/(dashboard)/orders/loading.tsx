import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminOrdersLoading() {
  return <ListSkeleton what="orders" columns={6} search statusFilter exportCsv />;
}
