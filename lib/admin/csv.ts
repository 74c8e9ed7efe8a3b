import type { Page } from "./list-query";

export type CsvValue = string | number | null | undefined;
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** One admin list's CSV export: the file's name and its columns (lib/admin/csv-exports.ts). */
export type CsvExport<Row> = { fileName: string; columns: readonly CsvColumn<Row>[] };

/** A list's query widened to every row that matches it: an export is never one page. */
export function everyRow<Query extends { page: number; pageSize: number }>(query: Query): Query {
  return { ...query, page: 1, pageSize: 100_000 };
}

/**
 * A CSV file (RFC 4180) that spreadsheet apps open safely: cells that look like formulas are
 * defused. A plain number ("-12.50", a refund's net) is no formula and stays a number.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const cell = (value: CsvValue) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => cell(c.header)).join(","), ...rows.map((row) => columns.map((c) => cell(c.value(row))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** Every row a list's query matches, as the export's CSV download. */
export async function csvDownload<Query extends { page: number; pageSize: number }, Row>(
  csv: CsvExport<Row>,
  list: (query: Query) => Promise<Page<Row>>,
  query: Query,
): Promise<Response> {
  const all = await list(everyRow(query));
  return new Response(toCsv(all.rows, csv.columns), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
