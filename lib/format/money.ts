const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** 47 -> "$47.00" */
export function formatDollars(amount: number, currency = "USD"): string {
  if (currency.toUpperCase() === "USD") return usd.format(amount);
  return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: 2 }).format(amount);
}

/** 4700 -> "$47.00" */
export function formatCents(cents: number, currency = "USD"): string {
  return formatDollars(cents / 100, currency);
}
