import { PLAN_IDS } from "@/lib/content/plans";
import { signupSchema } from "@/lib/validation/auth";
import { customerMessageSchema, reasonSchema, requestKeySchema } from "@/lib/validation/refund";
import { z } from "@/lib/validation/zod";

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters.`);

/** What the team needs to build the site. */
export const planBusinessSchema = z.object(
  {
    businessName: required("Enter your business name."),
    trade: required("Choose your trade.", 100),
    serviceArea: required("Enter the area you serve, like a city or county."),
    phone: z
      .string({ error: "Enter a phone number." })
      .trim()
      .regex(/^[0-9+().\-\s]{7,25}$/, "Enter a phone number we can call."),
    website: z.string().trim().max(200, "Keep this under 200 characters.").optional().default(""),
    logoUploadId: z.string().min(1).max(40).optional(),
  },
  { error: "Tell us about your business." },
);

/** POST /api/plans/start: the plan, the business, and an account to create when nobody is signed in. */
export const planStartSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Choose one of our plans." }),
  business: planBusinessSchema,
  account: signupSchema.optional(),
});

/** The one answer to a signed-out plan start, new address or taken (as a sign-up's). */
export const PLAN_START_EMAILED =
  "Check your email: we've sent you a link to confirm your address and pay for your plan (or, if you already have an account, a way to log in).";

/** POST /api/plans/[id]/cancel: true cancels at the period's end, false takes that back. */
export const planCancelSchema = z.object({ cancel: z.boolean({ error: "Say whether to cancel the plan." }) });

/** POST /api/admin/test-clock: TEST MODE only, the admin moves the sandbox's billing clock forward. */
export const sandboxClockSchema = z.object({
  days: z.number({ error: "Say how many days to move the clock." }).int().min(1).max(400),
  declineRenewals: z.boolean().optional().default(false),
});

/**
 * The plan's sign-up form: the business's fields (the logo is uploaded on its own) and the
 * account. The form fills the account in only when nobody is signed in, and a filled-in account
 * must be complete.
 */
export const planStartFormSchema = planBusinessSchema.omit({ logoUploadId: true }).extend({ account: signupSchema.optional() });

export type PlanStartInput = z.infer<typeof planStartSchema>;

const planChoice = z.enum(PLAN_IDS, { error: "Choose one of our plans." });

/** GET /api/plans/[id]/change?plan=: the plan whose price the change-plan dialog shows. */
export const planChangePreviewSchema = z.object({ plan: planChoice });

/** POST /api/plans/[id]/change: the plan to move to, at the price the dialog showed (its preview's prorationDate). */
export const planChangeSchema = z.object({
  plan: planChoice,
  prorationDate: z.iso.datetime({ error: "Open the plan change again to see what's due now." }).transform((date) => new Date(date)),
});

/** A plan's id as we make them (a cuid): anything else names no plan. */
export const subscriptionIdSchema = z.string().regex(/^[a-z0-9]{1,40}$/i);

/** POST /api/admin/subscribers/[id]/cancel: now or at the period's end, why (for the shop), and maybe a message for the customer. */
export const adminPlanCancelSchema = z.object({
  when: z.enum(["now", "period_end"], { error: "Say whether the plan ends now or at the end of the period paid for." }),
  reason: reasonSchema,
  customerMessage: customerMessageSchema,
  requestKey: requestKeySchema,
});
