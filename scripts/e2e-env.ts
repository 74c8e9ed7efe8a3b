/** Where the e2e server listens: E2E_PORT lets two worktrees run their e2e tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The environment of the production build and of the servers the e2e and fault tests start
 * from it: production mode, with stand-ins for the secrets production has (an admin of its own,
 * never the published demo one, which production refuses) and test payments allowed on purpose.
 */
export const E2E_ENV = {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  AUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
  // Follows the port, so emailed links and the sitemap point at the server the tests run.
  SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  ADMIN_EMAIL: "shop-owner@viralize.test",
  ADMIN_PASSWORD: "e2e-owner-password-0123",
  ADMIN_PIN: "864209",
  ALLOW_TEST_PAYMENTS: "true",
  // The tests play a trusted proxy: each names its visitor in X-Forwarded-For (tests/e2e/fixtures.ts).
  TRUST_PROXY_HOPS: "1",
  UPLOADS_DIR: ".data/e2e-uploads",
  SOCIAL_FACEBOOK_URL: "https://www.facebook.com/viralize",
  SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@viralize",
} as const;
