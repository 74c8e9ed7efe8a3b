/** A list's query widened to every row that matches it: an export is never one page. */
export function everyRow<Query extends { page: number; pageSize: number }>(query: Query): Query {
  return { ...query, page: 1, pageSize: 100_000 };
}

/**
 * A CSV file (RFC 4180) that spreadsheet apps open safely: cells that look like formulas are
 * defused. A plain number ("-12.50", a refund's net) is no formula and stays a number.
 */
export function toCsv<T>(rows: T[], columns: { header: string; value: (row: T) => string | number | null | undefined }[]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => cell(c.header)).join(","), ...rows.map((row) => columns.map((c) => cell(c.value(row))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

export function csvResponse(fileName: string, body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
