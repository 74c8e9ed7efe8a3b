import { expect } from "vitest";
import { POST as confirmSandbox } from "@/app/api/payments/sandbox/confirm/route";
import { POST as advanceClock } from "@/app/api/admin/test-clock/route";
import { GET as previewRoute, POST as changeRoute } from "@/app/api/plans/[id]/change/route";
import { POST as completeRoute } from "@/app/api/plans/[id]/complete/route";
import { POST as startRoute } from "@/app/api/plans/start/route";
import { cookieFor, createUser } from "./accounts";
import { idParams } from "./orders";
import { jsonRequest } from "./requests";

export { idParams };

// Imports route handlers, which read the environment once: import this after setting it.

export type Business = { businessName: string; trade: string; serviceArea: string; phone: string; website?: string; logoUploadId?: string };
export const BUSINESS: Business = {
  businessName: "Smith Roofing",
  trade: "Roofing",
  serviceArea: "Austin, TX",
  phone: "(512) 555-0142",
  website: "smithroofing.com",
};
export const TEST_CARD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
export const DECLINED_CARD = { number: "4000 0000 0000 0002", expiry: "12/34", cvc: "123" };

export function startPlan(body: unknown, cookie?: string): Promise<Response> {
  return startRoute(jsonRequest("/api/plans/start", body, { headers: cookie ? { cookie } : {} }));
}

export function payFirstMonth(clientSecret: string, card = TEST_CARD): Promise<Response> {
  return confirmSandbox(jsonRequest("/api/payments/sandbox/confirm", { clientSecret, card }));
}

export function completePlan(subscriptionId: string, cookie: string): Promise<Response> {
  return completeRoute(jsonRequest(`/api/plans/${subscriptionId}/complete`, {}, { headers: { cookie } }), idParams(subscriptionId));
}

/** The signed-in customer starts a plan and pays its first month with the test card: the plan's id. */
export async function startedPlan(cookie: string, plan = "professional", business = BUSINESS): Promise<string> {
  const started = await startPlan({ plan, business }, cookie);
  expect(started.status).toBe(201);
  const { subscriptionId, clientSecret } = (await started.json()) as { subscriptionId: string; clientSecret: string };
  expect((await payFirstMonth(clientSecret)).status).toBe(200);
  const completed = await completePlan(subscriptionId, cookie);
  expect(await completed.json()).toEqual({ status: "active" });
  return subscriptionId;
}

/** What the change-plan dialog shows before the click: the amount due now, worked out at prorationDate. */
export type ChangePreview = { plan: string; planName: string; amountDue: number; credit: number; monthly: number; prorationDate: string };

/** The change-plan dialog opens a plan: the server's preview of what switching costs now. */
export function previewChange(subscriptionId: string, cookie: string, plan: string): Promise<Response> {
  return previewRoute(new Request(`http://localhost/api/plans/${subscriptionId}/change?plan=${plan}`, { headers: { cookie } }), idParams(subscriptionId));
}

/** The dialog's "Pay $… now" (or "Switch") click: the change confirmed at the preview's price. */
export function confirmChange(subscriptionId: string, cookie: string, plan: string, prorationDate: string): Promise<Response> {
  return changeRoute(jsonRequest(`/api/plans/${subscriptionId}/change`, { plan, prorationDate }, { headers: { cookie } }), idParams(subscriptionId));
}

/** Previews a change and confirms it, as the customer does in the dialog: the preview and the answer. */
export async function changePlan(subscriptionId: string, cookie: string, plan: string): Promise<{ preview: ChangePreview; response: Response }> {
  const previewed = await previewChange(subscriptionId, cookie, plan);
  expect(previewed.status).toBe(200);
  const preview = (await previewed.json()) as ChangePreview;
  return { preview, response: await confirmChange(subscriptionId, cookie, plan, preview.prorationDate) };
}

let adminCookie: Promise<string> | undefined;

/** The admin moves the sandbox's billing clock forward (TEST MODE), renewing or failing what falls due. */
export async function moveClock(days: number, declineRenewals = false): Promise<Response> {
  adminCookie ??= createUser("ADMIN").then((admin) => cookieFor(admin, { pinStep: true }));
  return advanceClock(jsonRequest("/api/admin/test-clock", { days, declineRenewals }, { headers: { cookie: await adminCookie } }));
}
