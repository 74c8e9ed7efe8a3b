import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminBlogLoading() {
  return <ListSkeleton what="blog posts" columns={6} search statusFilter action />;
}
