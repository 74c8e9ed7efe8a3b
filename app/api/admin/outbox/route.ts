import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { listOutbox } from "@/lib/mail/admin-outbox";
import { parseListQuery } from "@/lib/admin/list-query";
import { pageHeaders } from "@/lib/http/page-headers";
import { apiHandler } from "@/lib/http/api";

export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const page = await listOutbox(parseListQuery(new URL(request.url).searchParams, ["createdAt"], "-createdAt"));
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});
