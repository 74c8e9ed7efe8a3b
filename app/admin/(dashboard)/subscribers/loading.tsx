import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminSubscribersLoading() {
  return <ListSkeleton what="subscribers" columns={7} search exportCsv />;
}
