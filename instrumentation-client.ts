import { config } from "zod";

// Runs before any page code: without this, the first z.object() feature-probes `new Function`,
// which our Content-Security-Policy (no 'unsafe-eval', lib/http/security-headers.ts) reports as a violation.
config({ jitless: true });
