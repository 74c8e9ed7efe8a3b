import pino, { type Logger } from "pino";
import { logLevel } from "@/lib/env";

/**
 * The server's log: one JSON object a line on stdout (`level`, ISO `time`, `msg`, the fields
 * given), at LOG_LEVEL and above, for the host or `docker logs` to collect. Written to
 * process.stdout itself (no worker thread), which Node writes synchronously to a file or a pipe
 * on Linux, so a line written just before an exit is never lost and the standalone build needs
 * nothing beyond pino itself. Should the pipe's reader go away, the stream stops and drops what
 * follows (server.js listens for its errors), where pino's own sonic-boom would keep every line
 * to write again and throw into the code that logged. Read it pretty with `npx pino-pretty` in a
 * pipe (not a dependency).
 *
 * Log what happened and the ids that find it again (order, job, event, request), never secrets,
 * card data, passwords, tokens or email bodies; an email address only through maskEmail.
 * Server code only: the browser has its own console.
 */

/** The part of the product a line comes from: `area` on each of its lines. */
export type LogArea = "boot" | "server" | "http" | "auth" | "jobs" | "mail" | "payments" | "merch" | "ai";

// Belt and braces: should one of these ever be passed in a logged object, its value is replaced.
const SENSITIVE = ["password", "passwordHash", "pin", "token", "secret", "authorization", "cookie", "cardNumber", "card", "apiKey"];

function createLogger(): Logger {
  return pino(
    {
      level: logLevel(),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SENSITIVE.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
    },
    process.stdout,
  );
}

export const logger: Logger = createLogger();

/** A logger whose lines say which area they come from. */
export function areaLogger(area: LogArea): Logger {
  return logger.child({ area });
}

/** An address as logs may show it: "j***@example.com" (enough to tell which, not to mail it). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
