import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/admin/csv";

describe("CSV export", () => {
  it("quotes separators and defuses cells that look like formulas", () => {
    const csv = toCsv([{ name: 'Roof, "Pro"', note: "=HYPERLINK(\"x\")", total: -5 }], [
      { header: "Name", value: (r) => r.name },
      { header: "Note", value: (r) => r.note },
      { header: "Total", value: (r) => r.total },
    ]);
    expect(csv).toBe('Name,Note,Total\r\n"Roof, ""Pro""","\'=HYPERLINK(""x"")",\'-5\r\n');
  });
});
