"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminOrderError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="This order" retry={retry} />;
}
