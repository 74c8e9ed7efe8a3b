import "server-only";
import { NextResponse } from "next/server";
import { pageHeaders } from "@/lib/http/page-headers";
import { csvDownload, type CsvExport } from "./csv";
import type { Page } from "./list-query";

/**
 * An admin list's answer: one page as the spec's plain JSON array, its paging in headers, or with
 * ?format=csv every row the query matches as the list's CSV download.
 */
export async function listResponse<Query extends { page: number; pageSize: number }, Row>(
  request: Request,
  query: Query,
  list: (query: Query) => Promise<Page<Row>>,
  csv: CsvExport<Row>,
): Promise<Response> {
  if (new URL(request.url).searchParams.get("format") === "csv") return csvDownload(csv, list, query);
  const page = await list(query);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
}
