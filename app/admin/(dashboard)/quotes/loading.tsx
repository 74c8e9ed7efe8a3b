import { ListSkeleton } from "@/components/admin/list-skeleton";

export default function AdminQuotesLoading() {
  return <ListSkeleton what="quote requests" columns={11} search exportCsv />;
}
