export function median(values: number[]): number {
  return percentile(values, 50);
}

/** The p-th percentile (nearest rank) of values; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
