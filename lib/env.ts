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

/** Whether the runtime knows this IANA zone name ("America/New_York"). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const logLevelSchema = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.enum(LOG_LEVELS).default("info"));
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The demo admin's sign-in, published in docs/operations.md and .env.example: fine locally, never in production. */
export const PUBLISHED_ADMIN = { email: "admin@viralize.test", password: "viralize-admin", pin: "246810" } as const;

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: optional,
  // The most connections each process opens for the app's queries (it may open 6 more: the job
  // queue's and page revalidations'): every process of every machine together must stay under
  // PostgreSQL's max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SITE_URL: z.url().default("http://localhost:3000"),
  // How many proxies in front of the app append to X-Forwarded-For (a load balancer: 1). The
  // visitor's address is that many entries from the right; what the visitor wrote is never read.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  AUTH_SECRET: optional,
  // The least severe log line written (JSON lines on stdout): tests use "silent" or "warn".
  LOG_LEVEL: logLevelSchema,

  ADMIN_EMAIL: z.email().default(PUBLISHED_ADMIN.email),
  ADMIN_PASSWORD: z.string().min(8).default(PUBLISHED_ADMIN.password),
  ADMIN_PIN: z
    .string()
    .regex(/^\d{6}$/, "ADMIN_PIN must be exactly 6 digits")
    .default(PUBLISHED_ADMIN.pin),

  MERCH_PROVIDER: z.enum(["offline", "printful"]).default("offline"),
  PRINTFUL_TOKEN: optional,
  PRINTFUL_STORE_ID: optional,
  PRINTFUL_API_URL: z.url().default("https://api.printful.com"),
  // Printful's webhooks are unsigned: they call /api/webhooks/printful?secret=<this>.
  PRINTFUL_WEBHOOK_SECRET: optional,
  // How long one Printful call may wait for an answer.
  PRINTFUL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),

  PAYMENTS_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  // Production takes TEST MODE payments only when this says so on purpose (a staging site).
  ALLOW_TEST_PAYMENTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_API_URL: urlOrUnset,
  // Stripe Billing's monthly Price of each website plan (price_...), matching lib/content/plans.ts.
  STRIPE_PRICE_BASIC: optional,
  STRIPE_PRICE_PROFESSIONAL: optional,
  STRIPE_PRICE_PREMIUM: optional,
  // How long one Stripe call may wait for an answer (the SDK then retries twice).
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),

  AI_PROVIDER: z.enum(["local", "openai"]).default("local"),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: urlOrUnset,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  // The most tokens (prompts and answers, estimated) the live AI may use in one of the store's days, site-wide.
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(500_000),
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
  // The most one address may upload in a day, in MB.
  UPLOAD_DAILY_MB: z.coerce.number().int().min(1).max(2000).default(200),
  S3_ENDPOINT: urlOrUnset,
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,

  // Who works the background jobs. on: this server (server.js: a job process beside its web
  // processes, or its one process itself). elsewhere: a job process of its own does
  // (JOBS_WORKER=only, `npm run worker`), and these processes only answer requests. off: a
  // serverless host, where each request tries its jobs after its response and the cron route,
  // called with `Authorization: Bearer $CRON_SECRET`, does the rest.
  JOBS_WORKER: z.enum(["on", "elsewhere", "only", "off"]).default("on"),
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
  // The shop's own profiles, linked from the footer; a network left unset has no icon.
  SOCIAL_FACEBOOK_URL: urlOrUnset,
  SOCIAL_INSTAGRAM_URL: urlOrUnset,
  SOCIAL_YOUTUBE_URL: urlOrUnset,
  SOCIAL_X_URL: urlOrUnset,
  // The shop's clock (lib/time.ts): its days (coupon expiries, the revenue chart, the AI budget) and every date shown.
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

export const MIN_PRODUCTION_ADMIN_PASSWORD = 12;

const isLocalhost = (url: string) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);

/**
 * What is wrong with the admin settings for a real shop, each a sentence naming the setting: unset
 * (the published demo admin is the default) or the published values themselves, or a short
 * password. Production refuses to start with them, and a seed run refuses to write such an admin
 * into any database but the embedded development one.
 */
export function adminSettingsProblems(env: Env, source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!source.ADMIN_EMAIL || env.ADMIN_EMAIL.toLowerCase() === PUBLISHED_ADMIN.email) problems.push("ADMIN_EMAIL is unset or the published demo address");
  if (!source.ADMIN_PASSWORD || env.ADMIN_PASSWORD === PUBLISHED_ADMIN.password) problems.push("ADMIN_PASSWORD is unset or the published demo password");
  else if (env.ADMIN_PASSWORD.length < MIN_PRODUCTION_ADMIN_PASSWORD)
    problems.push(`ADMIN_PASSWORD is shorter than ${MIN_PRODUCTION_ADMIN_PASSWORD} characters`);
  if (!source.ADMIN_PIN || env.ADMIN_PIN === PUBLISHED_ADMIN.pin) problems.push("ADMIN_PIN is unset or the published demo PIN");
  return problems;
}

/**
 * What production refuses to run with, each a sentence naming the setting: settings that would
 * lose money (test payments taken as real, or fulfilled for real) or let someone in (the
 * published admin, a short password, cookies over plain http).
 */
function productionProblems(env: Env, source: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push("DATABASE_URL is not set (the embedded database is for development and tests)");
  problems.push(...adminSettingsProblems(env, source));
  if (env.PAYMENTS_PROVIDER === "sandbox" && !env.ALLOW_TEST_PAYMENTS)
    problems.push("PAYMENTS_PROVIDER is sandbox (TEST MODE) without ALLOW_TEST_PAYMENTS=true");
  if (env.PAYMENTS_PROVIDER === "sandbox" && env.MERCH_PROVIDER === "printful")
    problems.push("test payments (PAYMENTS_PROVIDER=sandbox) with live Printful would ship unpaid orders");
  const unpricedPlans = [
    ...(env.BASIC_PLAN_PAYMENT_URL ? [] : ["STRIPE_PRICE_BASIC" as const]),
    "STRIPE_PRICE_PROFESSIONAL" as const,
    "STRIPE_PRICE_PREMIUM" as const,
  ].filter((name) => !env[name]);
  if (env.PAYMENTS_PROVIDER === "stripe" && unpricedPlans.length > 0)
    problems.push(`PAYMENTS_PROVIDER=stripe sells website plans but ${unpricedPlans.join(", ")} ${unpricedPlans.length === 1 ? "is" : "are"} not set`);
  if (!env.SITE_URL.startsWith("https://") && !isLocalhost(env.SITE_URL)) problems.push("SITE_URL is not https");
  return problems;
}

/**
 * The environment parsed and checked. `next build` checks the values only: the keys and the
 * production rules belong to the server that runs (one build serves preview and production,
 * each with its own secrets), and are checked when it boots.
 */
export function parseEnv(source: Record<string, string | undefined>, { building = false } = {}): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration. ${problems.join("; ")}.`);
  }
  const env = parsed.data;
  if (building) return env;
  const missing = LIVE_REQUIREMENTS.filter((rule) => rule.when(env)).flatMap((rule) =>
    rule.needs.filter((name) => !env[name]).map((name) => `${rule.provider} needs ${name}`),
  );
  const unsafe = productionProblems(env, source);
  // One message naming every problem, so a deployer fixes them in one go.
  const sentences = [
    ...(missing.length > 0
      ? [
          `Missing configuration: ${missing.join("; ")}. Set ${missing.length === 1 ? "it" : "them"} in .env (see .env.example), or leave the provider unset to use the offline default.`,
        ]
      : []),
    ...(unsafe.length > 0 ? [`Production refuses to start: ${unsafe.join("; ")}. See docs/operations.md#what-production-refuses.`] : []),
  ];
  if (sentences.length > 0) throw new EnvError(sentences.join(" "));
  return env;
}

let cached: Env | undefined;

/** The validated environment of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv(process.env, { building: isBuildPhase() });
  return cached;
}

/**
 * LOG_LEVEL alone, read even when the rest of the environment is invalid: the logger has to work
 * to report that (an invalid LOG_LEVEL itself is reported by env() and logs at "info" meanwhile).
 */
export function logLevel(): LogLevel {
  const parsed = logLevelSchema.safeParse(process.env.LOG_LEVEL);
  return parsed.success ? parsed.data : "info";
}

/**
 * Auth.js builds its redirects from AUTH_URL, else from the request's host (the bind address,
 * 0.0.0.0:3000, behind a proxy): point it at the site's own address.
 */
export function pointAuthAtSite(): void {
  process.env.AUTH_URL = new URL("/api/auth", env().SITE_URL).toString();
}

/** Whether this process is `next build` prerendering pages (Next's own phase, not a setting). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
