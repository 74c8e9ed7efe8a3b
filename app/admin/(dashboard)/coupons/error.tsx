"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminCouponsError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The coupons" retry={retry} />;
}
