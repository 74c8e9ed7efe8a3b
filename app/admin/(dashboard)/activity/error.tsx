"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminActivityError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The activity log" retry={retry} />;
}
