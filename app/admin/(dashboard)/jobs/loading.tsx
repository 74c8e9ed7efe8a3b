import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminJobsLoading() {
  return <ListSkeleton what="the job queues" columns={5} />;
}
