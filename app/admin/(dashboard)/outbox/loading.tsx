import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminOutboxLoading() {
  return <ListSkeleton what="the outbox" columns={2} />;
}
