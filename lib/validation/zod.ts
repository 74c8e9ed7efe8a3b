import { config, z } from "zod";

// Every schema is built from this module, so this runs before the first one. Without it zod
// feature-probes `new Function` at its first object schema, which browsers under our
// Content-Security-Policy (no 'unsafe-eval', lib/http/security-headers.ts) report as a violation.
config({ jitless: true });

export { z };

/** A field that takes one of a fixed list of words, refused in one sentence that lists them. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(", ")}.` });
