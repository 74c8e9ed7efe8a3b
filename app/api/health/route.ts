import { NextResponse } from "next/server";

// Answers without touching the database: an uptime check, and the bench's yardstick for what the
// server itself costs per request.
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
