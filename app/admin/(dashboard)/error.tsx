"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminDashboardError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The dashboard" retry={retry} />;
}
