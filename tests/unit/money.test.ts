import { describe, expect, it } from "vitest";
import { cents, formatCents, formatCentsCompact, parseDecimalString, parseDollarInput, percentOf, sumCents, toDecimalString } from "@/lib/money";

describe("cents", () => {
  it.each([0, 1, 4700, -250, Number.MAX_SAFE_INTEGER])("takes the whole number %d", (value) => {
    expect(cents(value)).toBe(value);
  });

  it.each([0.5, 24.99, Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1])("refuses %d", (value) => {
    expect(() => cents(value)).toThrow(RangeError);
  });

  it("sums whole cents exactly, and refuses a fraction or a total too large to be exact", () => {
    expect(sumCents([10, 10, 10, 2499, 2499])).toBe(5028);
    expect(sumCents([])).toBe(0);
    expect(sumCents([500, -125])).toBe(375);
    expect(() => sumCents([2499, 0.1])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it("takes a percentage to the nearest cent, half a cent up", () => {
    expect(percentOf(4999, 10)).toBe(500);
    expect(percentOf(4998, 10)).toBe(500);
    expect(percentOf(4994, 10)).toBe(499);
    expect(percentOf(4995, 10)).toBe(500);
    expect(percentOf(2499, 100)).toBe(2499);
    expect(() => percentOf(24.99, 10)).toThrow(RangeError);
  });
});

describe("formatting cents for people", () => {
  it.each([
    [0, "$0.00"],
    [7, "$0.07"],
    [50, "$0.50"],
    [4700, "$47.00"],
    [2499, "$24.99"],
    [125000, "$1,250.00"],
    [-1250, "-$12.50"],
    [123456789012, "$1,234,567,890.12"],
    [Number.MAX_SAFE_INTEGER, "$90,071,992,547,409.91"],
  ])("%d -> %s", (amount, text) => {
    expect(formatCents(amount)).toBe(text);
  });

  it("writes whole dollars without cents when asked, and keeps cents that are there", () => {
    expect(formatCents(15000, { trimZeroCents: true })).toBe("$150");
    expect(formatCents(15050, { trimZeroCents: true })).toBe("$150.50");
    expect(formatCents(15000)).toBe("$150.00");
  });

  it("writes another currency with its own symbol, whatever the case of its code", () => {
    expect(formatCents(2499, { currency: "EUR" })).toBe("€24.99");
    expect(formatCents(2499, { currency: "usd" })).toBe("$24.99");
  });

  it("refuses a fraction of a cent rather than round it away", () => {
    expect(() => formatCents(24.99)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });

  it("writes a chart axis's short labels", () => {
    expect([0, 250000, 500000, 10000000, 100000000].map(formatCentsCompact)).toEqual(["$0", "$2.5K", "$5K", "$100K", "$1M"]);
  });
});

describe("decimal text for files and providers", () => {
  it.each([
    [0, "0.00"],
    [7, "0.07"],
    [50, "0.50"],
    [2499, "24.99"],
    [125000, "1250.00"],
    [-7, "-0.07"],
    [-125000, "-1250.00"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("%d -> %s", (amount, text) => {
    expect(toDecimalString(amount)).toBe(text);
  });

  it("refuses a fraction of a cent", () => {
    expect(() => toDecimalString(0.5)).toThrow(RangeError);
  });

  it.each([
    ["24.99", 2499],
    ["24.9", 2490],
    ["24.990", 2499],
    ["25", 2500],
    ["0.10", 10],
    ["0", 0],
    ["0019.99", 1999],
    // Exactly, where float arithmetic is not: 1.13 * 100 is 112.99999999999999.
    ["1.13", 113],
    ["4.35", 435],
    ["90071992547409.91", Number.MAX_SAFE_INTEGER],
  ])("reads a provider's %j as %d cents", (text, amount) => {
    expect(parseDecimalString(text)).toBe(amount);
  });

  it.each(["", " 24.99", "24.99 ", "$24.99", "1,250.00", "-24.99", "+24.99", "24.995", "24.", ".99", "1e3", "24,99", "abc", "90071992547409.92"])(
    "refuses a provider's %j",
    (text) => {
      expect(parseDecimalString(text)).toBeNull();
    },
  );

  it("gives back what it wrote, for every cent of a dollar", () => {
    for (let amount = 0; amount <= 1000; amount += 1) expect(parseDecimalString(toDecimalString(amount))).toBe(amount);
  });
});

describe("dollars a person types, as cents", () => {
  it.each([
    ["0", 0],
    ["0.5", 50],
    ["0.05", 5],
    ["25", 2500],
    ["25.5", 2550],
    ["25.50", 2550],
    ["$12", 1200],
    ["1,000.05", 100005],
    ["$1,250.00", 125000],
    ["1,234,567", 123456700],
    [" 0.07 ", 7],
    ["4.35", 435],
    ["19.99", 1999],
    [12.5, 1250],
    [0.07, 7],
    ["90071992547409.91", Number.MAX_SAFE_INTEGER],
  ])("%j -> %d", (input, amount) => {
    expect(parseDollarInput(input)).toBe(amount);
  });

  it.each([
    "",
    " ",
    "$",
    "abc",
    "-5",
    "-$5",
    "$-5",
    "12.345",
    "12.",
    ".5",
    "1e3",
    "12.5.0",
    "$ 12",
    "12$",
    "10,00",
    "1,00,000",
    ",100",
    "1,000,",
    "99999999999999999999",
    "90071992547409.92",
    -5,
    12.345,
    Number.NaN,
    Infinity,
  ])("refuses %j", (input) => {
    expect(parseDollarInput(input)).toBeNull();
  });
});
