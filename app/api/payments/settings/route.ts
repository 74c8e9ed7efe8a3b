import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { paymentSettings } from "@/lib/payments/settings";

// Read per request: the settings are the running server's, and /checkout, prerendered, asks here.
export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => NextResponse.json(paymentSettings(), { headers: { "Cache-Control": "no-store" } }));
