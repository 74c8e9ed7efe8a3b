"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminContactsError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The contact inquiries" retry={retry} />;
}
