import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { runCron } from "@/lib/jobs/cron";

// Node, up to 60 s (vercel.json says the same): runCron works jobs for 45 s and then answers.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";
export const maxDuration = 60;

/** The cron-called job runner for serverless hosts (lib/jobs/cron.ts). */
export const GET = apiHandler(async (request) => NextResponse.json(await runCron(request), { headers: { "Cache-Control": "no-store" } }));
