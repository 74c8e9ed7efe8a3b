import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/admin/csv";

describe("CSV export", () => {
  it("quotes separators and defuses cells that look like formulas, leaving negative numbers numbers", () => {
    const csv = toCsv(
      [{ name: 'Roof, "Pro"', note: '=HYPERLINK("x")', total: -5, net: "-12.50", sum: "-1+2" }],
      [
        { header: "Name", value: (r) => r.name },
        { header: "Note", value: (r) => r.note },
        { header: "Total", value: (r) => r.total },
        { header: "Net", value: (r) => r.net },
        { header: "Sum", value: (r) => r.sum },
      ],
    );
    expect(csv).toBe('Name,Note,Total,Net,Sum\r\n"Roof, ""Pro""","\'=HYPERLINK(""x"")",-5,-12.50,\'-1+2\r\n');
  });
});
