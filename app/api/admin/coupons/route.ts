import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { createCoupon, listCoupons } from "@/lib/checkout/admin-coupons";
import { couponSchema } from "@/lib/validation/coupon";
import { apiHandler, readJson } from "@/lib/http/api";

export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return NextResponse.json(await listCoupons(), { headers: { "Cache-Control": "no-store" } });
});

/** Amounts arrive in dollars as typed and are stored in cents (lib/validation/coupon.ts). */
export const POST = apiHandler(async (request) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, couponSchema);
  return NextResponse.json(await createCoupon(admin, input), { status: 201 });
});
