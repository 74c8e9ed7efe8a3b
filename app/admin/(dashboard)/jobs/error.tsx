"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminJobsError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The job queues" retry={retry} />;
}
