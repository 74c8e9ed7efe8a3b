"use client";

import { AdminErrorNotice } from "@/components/admin/admin-error-notice";

export default function AdminBlogError({ retry }: { retry: () => void }) {
  return <AdminErrorNotice what="The blog posts" retry={retry} />;
}
