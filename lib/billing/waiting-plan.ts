import "server-only";
import { prisma } from "@/lib/db";

/** The newest plan of this account still waiting for its first payment (of this plan, or of any). */
export function waitingPlan(userId: string, planId?: string) {
  return prisma.subscription.findFirst({ where: { userId, status: "incomplete", ...(planId ? { plan: planId } : {}) }, orderBy: { createdAt: "desc" } });
}

export type WaitingPlanDetails = { business: { businessName: string; trade: string; serviceArea: string; phone: string; website: string }; hasLogo: boolean };

/** What the start form was given for a plan still waiting for its payment, so it opens filled in. */
export async function waitingPlanDetails(userId: string, planId: string): Promise<WaitingPlanDetails | null> {
  const plan = await waitingPlan(userId, planId);
  if (!plan) return null;
  const { businessName, trade, serviceArea, phone, website, logoFileId } = plan;
  return { business: { businessName, trade, serviceArea, phone, website: website ?? "" }, hasLogo: logoFileId !== null };
}
