import { describe, expect, it } from "vitest";
import { dollarsToCents } from "@/lib/format/cents";
import { toCsv } from "@/lib/admin/csv";

describe("dollars a person types, as cents", () => {
  it.each([
    ["25", 2500],
    ["25.5", 2550],
    ["25.50", 2550],
    ["$1,250.00", 125000],
    [" 0.07 ", 7],
    [12.5, 1250],
    ["0", 0],
  ])("%s -> %i", (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it.each(["", "abc", "-5", "1.234", "1e3", "12.5.0", "$"])("refuses %j", (input) => {
    expect(dollarsToCents(input)).toBeNull();
  });
});

describe("CSV export", () => {
  it("quotes separators and defuses cells that look like formulas, leaving negative numbers numbers", () => {
    const csv = toCsv([{ name: 'Roof, "Pro"', note: "=HYPERLINK(\"x\")", total: -5, net: "-12.50", sum: "-1+2" }], [
      { header: "Name", value: (r) => r.name },
      { header: "Note", value: (r) => r.note },
      { header: "Total", value: (r) => r.total },
      { header: "Net", value: (r) => r.net },
      { header: "Sum", value: (r) => r.sum },
    ]);
    expect(csv).toBe('Name,Note,Total,Net,Sum\r\n"Roof, ""Pro""","\'=HYPERLINK(""x"")",-5,-12.50,\'-1+2\r\n');
  });
});
