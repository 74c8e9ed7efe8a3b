"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminSubscribersError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The subscribers" retry={retry} />;
}
