import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { createCoupon, createCouponSchema, listCoupons } from "@/lib/admin/coupons";
import { apiHandler, readJson } from "@/lib/http/api";

export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return NextResponse.json(await listCoupons(), { headers: { "Cache-Control": "no-store" } });
});

/** Amounts arrive in dollars as typed and are stored in cents (lib/admin/coupons.ts). */
export const POST = apiHandler(async (request) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, createCouponSchema);
  return NextResponse.json(await createCoupon(admin, input), { status: 201 });
});
