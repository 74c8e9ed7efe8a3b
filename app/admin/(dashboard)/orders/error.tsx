"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminOrdersError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The orders" retry={retry} />;
}
