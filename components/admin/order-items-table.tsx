import type { AdminOrder } from "@/lib/orders/admin-orders";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils/cn";

/** An order's lines with their prices, then the subtotal, any discount, the total and what was refunded. */
export function OrderItemsTable({ order }: { order: AdminOrder }) {
  const totals: { label: string; amount: number; negative?: boolean; strong?: boolean; testId?: string }[] = [
    { label: "Subtotal", amount: order.subtotal },
    ...(order.discount > 0 ? [{ label: order.couponCode ? `Discount (${order.couponCode})` : "Discount", amount: order.discount, negative: true }] : []),
    { label: "Total", amount: order.total, strong: true },
    ...(order.refundedAmount > 0 ? [{ label: "Refunded", amount: order.refundedAmount, negative: true, testId: "order-refunded" }] : []),
  ];
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[22rem] text-sm">
        <thead className="text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold sm:px-0">
              Item
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold sm:px-0">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={index} className="border-t border-border">
              <td className="px-4 py-2 sm:px-0">
                <span className="font-medium text-ink">{item.name}</span>
                {item.variantName && <span className="block text-xs text-muted-foreground">{item.variantName}</span>}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatCents(item.price)}</td>
              <td className="px-4 py-2 text-right tabular-nums sm:px-0">{formatCents(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(({ label, amount, negative, strong, testId }) => (
            <tr key={label} className={cn("border-t border-border", strong && "font-semibold text-ink")}>
              <th scope="row" colSpan={3} className="px-4 py-2 text-right font-medium sm:px-0">
                {label}
              </th>
              <td className="px-4 py-2 text-right tabular-nums sm:px-0" data-testid={testId}>
                {negative ? `−${formatCents(amount)}` : formatCents(amount)}
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
