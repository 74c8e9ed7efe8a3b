import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { NotFound } from "@/lib/errors";
import { subscriptionIdSchema } from "@/lib/validation/plan";

/** The answer for a plan that isn't the signed-in customer's (or isn't anyone's). */
export const NOT_YOUR_PLAN = "We couldn't find that plan on your account.";

/** Where to find the signed-in customer's own plan; an id that can't be a plan's finds none, as an unknown one. */
export function ownPlan(user: SessionUser, subscriptionId: string): { id: string; userId: string } {
  if (!subscriptionIdSchema.safeParse(subscriptionId).success) throw new NotFound(NOT_YOUR_PLAN);
  return { id: subscriptionId, userId: user.id };
}
