"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminOutboxError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The outbox" retry={retry} />;
}
