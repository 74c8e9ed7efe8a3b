import { isTimeZone } from "@/lib/format/store-time";
import { z } from "@/lib/validation/zod";

/**
 * The environment, parsed once. Every integration has an offline default, so the product runs
 * with no keys at all; choosing a live provider without its keys is refused with a sentence
 * that names the missing variable.
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const urlOrUnset = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: optional,
  SITE_URL: z.url().default("http://localhost:3000"),
  AUTH_SECRET: optional,

  ADMIN_EMAIL: z.email().default("admin@viralize.test"),
  ADMIN_PASSWORD: z.string().min(8).default("viralize-admin"),
  ADMIN_PIN: z.string().regex(/^\d{6}$/, "ADMIN_PIN must be exactly 6 digits").default("246810"),

  MERCH_PROVIDER: z.enum(["offline", "printful"]).default("offline"),
  PRINTFUL_TOKEN: optional,
  PRINTFUL_STORE_ID: optional,
  PRINTFUL_API_URL: z.url().default("https://api.printful.com"),
  // Printful's webhooks are unsigned: they call /api/webhooks/printful?secret=<this>.
  PRINTFUL_WEBHOOK_SECRET: optional,
  // How long one Printful call may wait for an answer.
  PRINTFUL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),

  PAYMENTS_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_API_URL: urlOrUnset,
  // How long one Stripe call may wait for an answer (the SDK then retries twice).
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),

  AI_PROVIDER: z.enum(["local", "openai"]).default("local"),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: urlOrUnset,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  // How long one provider call may wait for an answer (and a stream for its next chunk).
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),

  MAIL_PROVIDER: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_URL: urlOrUnset,
  // How long the mail server may take to connect, greet or answer each command.
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  MAIL_FROM: z.string().default("Viralize <hello@viralize.test>"),
  TEAM_EMAIL: z.email().default("team@viralize.test"),

  UPLOADS_PROVIDER: z.enum(["disk", "s3"]).default("disk"),
  UPLOADS_DIR: z.string().default(".data/uploads"),
  S3_ENDPOINT: urlOrUnset,
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,

  // Background jobs: the self-hosted server works the queue itself (JOBS_WORKER=on); on a
  // serverless host the cron route does, called with `Authorization: Bearer $CRON_SECRET`.
  JOBS_WORKER: z.enum(["on", "off"]).default("on"),
  CRON_SECRET: optional,
  // The first retry of a failed job waits about this long; each next one about twice as long.
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),

  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,

  BASIC_PLAN_PAYMENT_URL: urlOrUnset,
  CONTACT_FORM_EMBED_URL: urlOrUnset,
  CONTACT_PHONE: z.string().default("(555) 013-2480"),
  SUPPORT_EMAIL: z.email().default("support@viralize.test"),
  BUSINESS_HOURS: z.string().default("Mon-Fri 9AM-6PM EST"),
  // The shop's clock: coupon expiry days are entered, stored and shown in it.
  STORE_TIME_ZONE: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || "America/New_York")
    .refine(isTimeZone, "must be an IANA time zone name, like America/New_York"),
});

export type Env = z.infer<typeof schema>;

/** Variables a live provider cannot work without. */
const LIVE_REQUIREMENTS: { when: (env: Env) => boolean; provider: string; needs: (keyof Env)[] }[] = [
  { when: (e) => e.MERCH_PROVIDER === "printful", provider: "MERCH_PROVIDER=printful", needs: ["PRINTFUL_TOKEN"] },
  {
    when: (e) => e.PAYMENTS_PROVIDER === "stripe",
    provider: "PAYMENTS_PROVIDER=stripe",
    needs: ["STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"],
  },
  { when: (e) => e.AI_PROVIDER === "openai", provider: "AI_PROVIDER=openai", needs: ["OPENAI_API_KEY"] },
  { when: (e) => e.MAIL_PROVIDER === "smtp", provider: "MAIL_PROVIDER=smtp", needs: ["SMTP_URL"] },
  {
    when: (e) => e.UPLOADS_PROVIDER === "s3",
    provider: "UPLOADS_PROVIDER=s3",
    needs: ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  },
  { when: (e) => e.NODE_ENV === "production", provider: "production (NODE_ENV=production)", needs: ["AUTH_SECRET"] },
];

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration. ${problems.join("; ")}.`);
  }
  const env = parsed.data;
  const missing = LIVE_REQUIREMENTS.filter((rule) => rule.when(env)).flatMap((rule) =>
    rule.needs.filter((name) => !env[name]).map((name) => `${rule.provider} needs ${name}`),
  );
  if (missing.length > 0) {
    throw new EnvError(
      `Missing configuration: ${missing.join("; ")}. Set ${missing.length === 1 ? "it" : "them"} in .env (see .env.example), or leave the provider unset to use the offline default.`,
    );
  }
  return env;
}

let cached: Env | undefined;

/** The validated environment of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
