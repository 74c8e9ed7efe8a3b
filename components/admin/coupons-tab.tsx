import { Ticket } from "lucide";
import type { AdminCoupon } from "@/lib/admin/coupons";
import { couponAvailability } from "@/lib/checkout/coupon-rules";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/money";
import { formatDate, storeTimeZoneCity } from "@/lib/time";
import { CouponActiveSwitch } from "./coupon-active-switch";
import { CreateCouponDialog } from "./create-coupon-dialog";
import { ConfirmDeleteButton } from "./confirm-delete-button";
import { EmptyState, ListPanel } from "./list-parts";
import { CouponStatusBadge } from "./status-badge";

/** "10%" or "$25.00" (fixed amounts are stored in cents). */
function discountLabel(coupon: AdminCoupon) {
  return coupon.discountType === "percentage" ? `${coupon.discountValue}%` : formatCents(coupon.discountValue);
}

export function CouponsTab({ coupons, now }: { coupons: AdminCoupon[]; now: number }) {
  const city = storeTimeZoneCity();
  return (
    <ListPanel
      title="Coupons"
      description={`Codes customers enter at checkout. Switch one off to pause it without losing its history. Expiry dates are ${city} time.`}
      action={<CreateCouponDialog timeZoneCity={city} />}
    >
      {coupons.length === 0 ? (
        <EmptyState icon={Ticket} title="No coupons yet.">
          Create one to reward repeat customers or run a seasonal offer.
        </EmptyState>
      ) : (
        <Table label="Coupons table" className="min-w-[64rem]">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">Code</TableHead>
              <TableHead scope="col">Description</TableHead>
              <TableHead scope="col" className="text-right">
                Discount
              </TableHead>
              <TableHead scope="col" className="text-right">
                Used
              </TableHead>
              <TableHead scope="col" className="text-right">
                Min. order
              </TableHead>
              <TableHead scope="col">Expires</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col">Active</TableHead>
              <TableHead scope="col">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {coupons.map((coupon) => {
              const availability = couponAvailability({ ...coupon, expiresAt: coupon.expiresAt === null ? null : new Date(coupon.expiresAt) }, new Date(now));
              return (
                <TableRow key={coupon.id} data-testid={`coupon-row-${coupon.code}`}>
                  <TableCell className="font-mono font-semibold text-ink">{coupon.code}</TableCell>
                  <TableCell className="max-w-64 text-slate-700">{coupon.description || <span className="text-muted-foreground">—</span>}</TableCell>
                  <TableCell className="text-right font-semibold text-ink tabular-nums">{discountLabel(coupon)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{coupon.maxUses === null ? coupon.usedCount : `${coupon.usedCount} / ${coupon.maxUses}`}</TableCell>
                  <TableCell className="text-right tabular-nums">{coupon.minOrderAmount > 0 ? formatCents(coupon.minOrderAmount) : <span className="text-muted-foreground">None</span>}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {coupon.expiresAt === null ? (
                      <span className="text-muted-foreground">Never</span>
                    ) : (
                      formatDate(coupon.expiresAt)
                    )}
                  </TableCell>
                  <TableCell>
                    <CouponStatusBadge availability={availability} />
                  </TableCell>
                  <TableCell>
                    <CouponActiveSwitch key={`${coupon.id}-${coupon.isActive}`} id={coupon.id} code={coupon.code} isActive={coupon.isActive} />
                  </TableCell>
                  <TableCell className="text-right">
                    <ConfirmDeleteButton
                      endpoint={`/api/admin/coupons/${coupon.id}`}
                      label={`Delete coupon ${coupon.code}`}
                      title={`Delete coupon ${coupon.code}?`}
                      description="Customers can no longer use it at checkout. Past orders keep their code and discount. This can't be undone."
                      confirm="Delete coupon"
                      deleted={{ title: "Coupon deleted successfully!" }}
                      failed="Failed to delete coupon"
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </ListPanel>
  );
}
