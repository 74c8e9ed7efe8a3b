import type { Metadata } from "next";
import { CouponsTab } from "@/components/admin/coupons-tab";
import { listCoupons } from "@/lib/checkout/admin-coupons";
import { adminForPage } from "@/lib/auth/admin-guard";

export const metadata: Metadata = { title: "Coupons" };
export const dynamic = "force-dynamic";

/** The admin's Coupons (docs/product.md#coupons-tab): every coupon, with create, switch off and delete. */
export default async function AdminCouponsPage() {
  await adminForPage();
  return <CouponsTab {...await couponsAsRead()} />;
}

/** The coupons and the moment they were read, which their expiry is judged against. */
async function couponsAsRead() {
  return { coupons: await listCoupons(), now: Date.now() };
}
