import { NextResponse } from "next/server";
import { checkCoupon } from "@/lib/checkout/coupon-check";
import { couponCheckSchema } from "@/lib/validation/checkout";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";

/** Checks a coupon against the cart before payment: the server's subtotal, discount and total, in cents. */
export const POST = apiHandler(async (request) => {
  return NextResponse.json(await checkCoupon(clientIp(request), await readJson(request, couponCheckSchema)));
});
