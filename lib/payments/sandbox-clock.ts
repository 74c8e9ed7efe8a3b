import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { DAY_MS } from "@/lib/time";

/** The sandbox gateway's "now": real time plus what the admin moved its clock forward by (TEST MODE). */
export async function sandboxNow(): Promise<Date> {
  const clock = await prisma.sandboxClock.findUnique({ where: { id: "clock" } });
  return new Date(Date.now() + Number(clock?.offsetMs ?? 0));
}

/** Moves the sandbox clock forward, in the caller's transaction: its new time. */
export async function moveSandboxClock(tx: Prisma.TransactionClient, days: number): Promise<Date> {
  const step = BigInt(days * DAY_MS);
  const clock = await tx.sandboxClock.upsert({ where: { id: "clock" }, create: { offsetMs: step }, update: { offsetMs: { increment: step } } });
  return new Date(Date.now() + Number(clock.offsetMs));
}
