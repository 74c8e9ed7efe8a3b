import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminActivityLoading() {
  return <ListSkeleton what="the activity log" columns={5} />;
}
