import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { checkReadiness } from "@/lib/server/readiness";

// Readiness for a load balancer or orchestrator: 200 when this process can serve (the database
// answers), 503 while it can't or is shutting down. Liveness is /api/health.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiHandler(async () => {
  const readiness = await checkReadiness();
  return NextResponse.json(readiness.ready ? { status: "ready" } : { status: "not ready", error: readiness.error }, {
    status: readiness.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});
