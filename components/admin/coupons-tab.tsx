import { Ticket } from "lucide";
import type { AdminCoupon } from "@/lib/checkout/admin-coupons";
import { couponAvailability } from "@/lib/checkout/coupon-rules";
import { formatCents } from "@/lib/money";
import { formatDate, storeTimeZoneCity } from "@/lib/time";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import { CouponActiveSwitch } from "./coupon-active-switch";
import { CreateCouponDialog } from "./create-coupon-dialog";
import { ConfirmDeleteButton } from "./confirm-delete-button";
import { EmptyState, ListPanel } from "./list-parts";
import { CouponStatusBadge } from "./status-badge";

/** "10%" or "$25.00" (fixed amounts are stored in cents). */
function discountLabel(coupon: AdminCoupon) {
  return coupon.discountType === "percentage" ? `${coupon.discountValue}%` : formatCents(coupon.discountValue);
}

const none = (text: string) => <span className="text-muted-foreground">{text}</span>;

export function CouponsTab({ coupons, now }: { coupons: AdminCoupon[]; now: number }) {
  const city = storeTimeZoneCity();
  const columns: ListColumn<AdminCoupon>[] = [
    { header: "Code", phone: "title", className: "font-mono font-semibold text-ink break-all", cell: (coupon) => coupon.code },
    { header: "Description", phone: "bare", className: "text-slate-700 md:max-w-64", cell: (coupon) => coupon.description || none("—") },
    { header: "Discount", align: "right", phone: "third", className: "font-semibold text-ink tabular-nums", cell: discountLabel },
    {
      header: "Used",
      align: "right",
      phone: "third",
      className: "whitespace-nowrap tabular-nums",
      cell: (coupon) => (coupon.maxUses === null ? coupon.usedCount : `${coupon.usedCount} / ${coupon.maxUses}`),
    },
    {
      header: "Min. order",
      align: "right",
      phone: "third",
      className: "tabular-nums",
      cell: (coupon) => (coupon.minOrderAmount > 0 ? formatCents(coupon.minOrderAmount) : none("None")),
    },
    {
      header: "Expires",
      phone: "half",
      className: "whitespace-nowrap",
      cell: (coupon) => (coupon.expiresAt === null ? none("Never") : formatDate(coupon.expiresAt)),
    },
    {
      header: "Status",
      phone: "status",
      cell: (coupon) => (
        <CouponStatusBadge
          availability={couponAvailability({ ...coupon, expiresAt: coupon.expiresAt === null ? null : new Date(coupon.expiresAt) }, new Date(now))}
        />
      ),
    },
    {
      header: "Active",
      phone: "half",
      cell: (coupon) => <CouponActiveSwitch key={`${coupon.id}-${coupon.isActive}`} id={coupon.id} code={coupon.code} isActive={coupon.isActive} />,
    },
    {
      header: "Actions",
      hideHeader: true,
      phone: "action",
      className: "md:text-right",
      cell: (coupon) => (
        <ConfirmDeleteButton
          endpoint={`/api/admin/coupons/${coupon.id}`}
          label={`Delete coupon ${coupon.code}`}
          title={`Delete coupon ${coupon.code}?`}
          description="Customers can no longer use it at checkout. Past orders keep their code and discount. This can't be undone."
          confirm="Delete coupon"
          deleted={{ title: "Coupon deleted successfully!" }}
          failed="Failed to delete coupon"
        />
      ),
    },
  ];
  return (
    <>
      <AdminPageHeading
        title="Coupons"
        description={`Codes customers enter at checkout. Switch one off to pause it without losing its history. Expiry dates are ${city} time.`}
        action={<CreateCouponDialog timeZoneCity={city} />}
      />
      <ListPanel>
        <AdminList
          label="Coupons table"
          className="md:min-w-[60rem]"
          columns={columns}
          rows={coupons}
          rowKey={(coupon) => coupon.id}
          rowTestId={(coupon) => `coupon-row-${coupon.code}`}
          empty={
            <EmptyState icon={Ticket} title="No coupons yet.">
              Create one to reward repeat customers or run a seasonal offer.
            </EmptyState>
          }
        />
      </ListPanel>
    </>
  );
}
