import { NextResponse } from "next/server";
import { apiHandler, readJson } from "@/lib/http/api";
import { checkPrintfulSecret, handlePrintfulWebhook } from "@/lib/orders/printful-events";
import { printfulWebhookSchema } from "@/lib/validation/fulfilment-webhook";

// Node, up to 30 s (as in vercel.json).
export const runtime = "nodejs";
export const maxDuration = 30;

/** POST /api/webhooks/printful?secret=…: Printful's order events (lib/orders/printful-events.ts). */
export const POST = apiHandler(async (request) => {
  checkPrintfulSecret(new URL(request.url).searchParams.get("secret"));
  return NextResponse.json(await handlePrintfulWebhook(await readJson(request, printfulWebhookSchema)));
});
