"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminSubscriberError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="This subscriber" retry={retry} />;
}
