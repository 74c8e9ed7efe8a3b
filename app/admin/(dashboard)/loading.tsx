import { DashboardSkeleton } from "@/components/admin/dashboard-skeleton";

export default function AdminDashboardLoading() {
  return <DashboardSkeleton />;
}
