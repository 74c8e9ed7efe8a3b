"use client";

import type { RevenueDay } from "@/lib/ledger/figures";
import { formatCents, formatCentsCompact, sumCents } from "@/lib/money";
import { formatCalendarDay } from "@/lib/time/format";

/*
 * Daily net revenue (bars, left axis in dollars) and payments taken (dots on a line, right axis) as
 * SVG drawn on the server, no chart library. The SVG keeps its viewBox's proportions, so its height
 * is known before anything loads; phones get their own narrower drawing with fewer date labels, so
 * the text stays readable instead of shrinking with a wide chart.
 *
 * A client component only so that the server draws it in one piece from its days: drawn as a
 * server component, its bars came in the dashboard's stream row by row, and on a busy server the
 * late ones were sent after the SVG, their places marked by HTML <template> elements inside it,
 * which SVG cannot hold.
 */

const HEIGHT = 260;
const MARGIN = { top: 14, right: 40, bottom: 30, left: 60 };
const TICKS = 4;
const REVENUE_COLOUR = "var(--color-primary, #1d4ed8)";
// A day when more went back (refunds, a lost dispute) than came in: its bar hangs below zero.
const LOSS_COLOUR = "#dc2626";
const PAYMENTS_COLOUR = "#ea580c";

/** The smallest 1, 2 or 5 × 10ⁿ step that fits `max` in `steps` steps. */
function niceStep(max: number, minimum: number, steps = TICKS): number {
  const raw = Math.max(max, minimum) / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? 10 * magnitude;
}

const paymentsText = (count: number) => `${count} ${count === 1 ? "payment" : "payments"}`;

function summary(days: RevenueDay[]): string {
  const revenue = sumCents(days.map((day) => day.revenue));
  const payments = days.reduce((sum, day) => sum + day.payments, 0);
  const first = days[0];
  const last = days.at(-1);
  const span = first && last ? ` (${formatCalendarDay(first.day)} to ${formatCalendarDay(last.day)})` : "";
  const best = days.reduce<RevenueDay | undefined>((top, day) => (day.revenue > (top?.revenue ?? 0) ? day : top), undefined);
  const bestText = best ? ` Best day ${formatCalendarDay(best.day)} with ${formatCents(best.revenue)} net.` : "";
  return `Daily net revenue and payments taken for the last ${days.length} days${span}: ${formatCents(revenue)} net, ${paymentsText(payments)}.${bestText}`;
}

function ChartSvg({ days, width, labelEvery, label, className }: { days: RevenueDay[]; width: number; labelEvery: number; label: string; className: string }) {
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  // The left axis spans the days' net revenue, below zero too; the right axis shares its grid lines.
  const low = Math.min(0, ...days.map((day) => day.revenue));
  const high = Math.max(0, ...days.map((day) => day.revenue));
  const revenueStep = niceStep(high - low, 10_000);
  const below = Math.ceil(-low / revenueStep);
  const above = Math.max(1, Math.ceil(high / revenueStep));
  const gridLines = below + above;
  const paymentsStep = Math.ceil(niceStep(Math.max(0, ...days.map((day) => day.payments)), gridLines, gridLines));
  const slot = plotWidth / Math.max(days.length, 1);
  const x = (index: number) => MARGIN.left + slot * (index + 0.5);
  const yRevenue = (cents: number) => MARGIN.top + (plotHeight * (above * revenueStep - cents)) / (gridLines * revenueStep);
  const yPayments = (count: number) => MARGIN.top + plotHeight * (1 - count / (paymentsStep * gridLines));
  const ticks = Array.from({ length: gridLines + 1 }, (_, index) => index);
  const last = days.length - 1;

  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label} className={className} style={{ aspectRatio: `${width} / ${HEIGHT}` }}>
      <title>{label}</title>
      <g fontSize={12} fill="#475569">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={yRevenue((tick - below) * revenueStep)}
              y2={yRevenue((tick - below) * revenueStep)}
              stroke={tick === below ? "#94a3b8" : "#e2e8f0"}
            />
            <text x={MARGIN.left - 8} y={yRevenue((tick - below) * revenueStep)} textAnchor="end" dominantBaseline="middle">
              {formatCentsCompact((tick - below) * revenueStep)}
            </text>
            <text x={width - MARGIN.right + 8} y={yPayments(tick * paymentsStep)} dominantBaseline="middle" fill={PAYMENTS_COLOUR}>
              {tick * paymentsStep}
            </text>
          </g>
        ))}
        {days.map((day, index) =>
          index % labelEvery === 0 || index === last ? (
            <text key={day.day} x={x(index)} y={HEIGHT - 8} textAnchor={index === last ? "end" : index === 0 ? "start" : "middle"}>
              {formatCalendarDay(day.day)}
            </text>
          ) : null,
        )}
      </g>
      {days.map((day, index) => (
        <g key={day.day}>
          <rect
            x={x(index) - slot * 0.32}
            width={slot * 0.64}
            y={Math.min(yRevenue(day.revenue), yRevenue(0))}
            height={Math.abs(yRevenue(0) - yRevenue(day.revenue))}
            rx={2}
            fill={day.revenue < 0 ? LOSS_COLOUR : REVENUE_COLOUR}
            opacity={0.85}
          />
          {/* The whole day's column answers a hover with its numbers, even on a day without sales. */}
          <rect x={x(index) - slot / 2} width={slot} y={MARGIN.top} height={plotHeight} fill="transparent">
            <title>{`${formatCalendarDay(day.day)}: ${formatCents(day.revenue)} net, ${paymentsText(day.payments)}`}</title>
          </rect>
        </g>
      ))}
      <polyline
        points={days.map((day, index) => `${x(index)},${yPayments(day.payments)}`).join(" ")}
        fill="none"
        stroke={PAYMENTS_COLOUR}
        strokeWidth={1.5}
        pointerEvents="none"
      />
      {days.map((day, index) => (
        <circle key={day.day} cx={x(index)} cy={yPayments(day.payments)} r={3} fill="#fff" stroke={PAYMENTS_COLOUR} strokeWidth={1.5} pointerEvents="none" />
      ))}
    </svg>
  );
}

/** The dashboard's last-30-days chart, with a legend and the same numbers as a table for screen readers. */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const label = summary(days);
  return (
    <section aria-labelledby="revenue-chart-heading" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="revenue-chart-heading" className="text-lg font-semibold">
          Last {days.length} days
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-hidden>
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm" style={{ background: REVENUE_COLOUR }} />
            Net revenue (left)
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-full border-2 bg-white" style={{ borderColor: PAYMENTS_COLOUR }} />
            Payments (right)
          </li>
          {days.some((day) => day.revenue < 0) && (
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: LOSS_COLOUR }} />
              More refunded than taken
            </li>
          )}
        </ul>
      </div>
      <div className="mt-3">
        <ChartSvg days={days} width={1000} labelEvery={5} label={label} className="hidden h-auto w-full sm:block" />
        <ChartSvg days={days} width={380} labelEvery={10} label={label} className="block h-auto w-full sm:hidden" />
      </div>
      <table className="sr-only">
        <caption>Net revenue and payments taken by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Net revenue</th>
            <th scope="col">Payments</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatCalendarDay(day.day)}</th>
              <td>{formatCents(day.revenue)}</td>
              <td>{day.payments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
