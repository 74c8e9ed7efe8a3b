/**
 * Money in code: amounts are whole cents, and this module is the only place they meet dollars,
 * whether dollars come in (what a person or a provider writes) or go out (what a page, an email,
 * a CSV file or a provider reads). Dollars are never a JavaScript number: 0.1 + 0.2 is not 0.3,
 * so conversions go through the decimal text digit by digit.
 */

declare const centsBrand: unique symbol;

/** A whole number of cents (4700 is $47.00). Made only by the functions below, which check it. */
export type Cents = number & { readonly [centsBrand]: true };

export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

/** `value` as Cents; throws on a fraction of a cent, NaN, Infinity or a number too large to be exact. */
export function cents(value: number): Cents {
  if (!isCents(value)) throw new RangeError(`${value} is not a whole number of cents.`);
  return value;
}

/** The total of whole-cent amounts; throws when one is not whole or the total is too large to be exact. */
export function sumCents(amounts: Iterable<number>): Cents {
  let total = 0;
  for (const amount of amounts) total = cents(total + cents(amount));
  return cents(total);
}

/** `percent` per cent of `amount`, rounded to the nearest cent (half a cent up). */
export function percentOf(amount: number, percent: number): Cents {
  return cents(Math.round((cents(amount) * percent) / 100));
}

/** 125000 -> "1250.00", -7 -> "-0.07": CSV files, providers' APIs and schema.org take this form. */
export function toDecimalString(amount: number): string {
  const whole = cents(amount);
  const digits = String(Math.abs(whole)).padStart(3, "0");
  return `${whole < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A provider's decimal text ("24.99", "24.9", "24.990", "25") as cents, exactly; null for anything
 * else, including a fraction of a cent ("24.995") and signs, currency symbols or separators.
 */
export function parseDecimalString(text: string): Cents | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (/[^0]/.test(fraction.slice(2))) return null;
  return wholeCents(whole, fraction.slice(0, 2));
}

/** Digits a person types: plain ("1250") or grouped in thousands ("1,250"), with at most two decimals. */
const DOLLAR_INPUT = /^\$?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * An amount a person types in dollars ("25", "25.5", "$1,250.00", or a JSON number like 12.5) as
 * cents, or null when it is not an amount of money with at most two decimals. Never negative: a
 * refund, a discount or a price is entered as its size.
 */
export function parseDollarInput(input: string | number): Cents | null {
  const match = DOLLAR_INPUT.exec(String(input).trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  return wholeCents(whole.replaceAll(",", ""), fraction);
}

/** Whole-dollar digits and up to two digits of cents as Cents, or null when too large to be exact. */
function wholeCents(whole: string, fraction: string): Cents | null {
  const amount = Number(`${whole}${fraction.padEnd(2, "0")}`);
  return isCents(amount) ? amount : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", options);
    formatters.set(key, format);
  }
  return format;
}

export type FormatCentsOptions = {
  /** ISO 4217 code of a currency with cents; USD unless said. */
  currency?: string;
  /** "$150" rather than "$150.00" for a whole number of dollars ("$150.50" stays). */
  trimZeroCents?: boolean;
};

/** 125000 -> "$1,250.00", -1250 -> "-$12.50"; throws when `amount` is not a whole number of cents. */
export function formatCents(amount: number, { currency = "USD", trimZeroCents = false }: FormatCentsOptions = {}): string {
  const code = currency.toUpperCase();
  const format = formatter(`${code}:${trimZeroCents ? "trim" : "full"}`, {
    style: "currency",
    currency: code,
    minimumFractionDigits: 2,
    ...(trimZeroCents && { trailingZeroDisplay: "stripIfInteger" }),
  });
  // Intl reads the decimal text exactly, so no amount passes through a float of dollars.
  return format.format(toDecimalString(amount) as `${number}`);
}

/** A chart axis's short label in dollars: 250000 -> "$2.5K", 10000000 -> "$100K", 0 -> "$0". */
export function formatCentsCompact(amount: number): string {
  const format = formatter("USD:compact", { style: "currency", currency: "USD", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 });
  return format.format(toDecimalString(amount) as `${number}`);
}
