"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminQuotesError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The quote requests" retry={retry} />;
}
