import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminOrdersLoading() {
  return <ListSkeleton what="orders" columns={7} search statusFilter exportCsv />;
}
