import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminContactsLoading() {
  return <ListSkeleton what="contact inquiries" columns={7} search exportCsv />;
}
