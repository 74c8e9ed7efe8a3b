import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";

// Answers without touching the database: an uptime check, and the bench's yardstick for what the
// server itself costs per request.
export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }));
