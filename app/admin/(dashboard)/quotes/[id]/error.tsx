"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminQuoteRequestError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="This quote request" retry={retry} />;
}
