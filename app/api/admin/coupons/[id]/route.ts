import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { deleteCoupon, setCouponActive } from "@/lib/checkout/admin-coupons";
import { couponActiveSchema } from "@/lib/validation/coupon";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler, readJson } from "@/lib/http/api";

type Context = { params: Promise<{ id: string }> };

/** PATCH { isActive } switches a coupon on or off. */
export const PATCH = apiHandler(async (request, { params }: Context) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Coupon");
  const { isActive } = await readJson(request, couponActiveSchema);
  return NextResponse.json(await setCouponActive(admin, id, isActive));
});

export const DELETE = apiHandler(async (request, { params }: Context) => {
  const admin = await requireAdmin(request);
  await deleteCoupon(admin, await numericId(params, "Coupon"));
  return NextResponse.json({ success: true });
});
