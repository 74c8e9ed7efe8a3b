import { vi } from "vitest";
import { logger } from "@/lib/log";

/**
 * From now on, the arguments of every error an area logger (logger.child) logs, in order; nothing
 * reaches the real log. vi.restoreAllMocks() ends it.
 */
export function capturedErrors(): unknown[][] {
  const errors: unknown[][] = [];
  vi.spyOn(logger, "child").mockReturnValue({ error: (...args: unknown[]) => errors.push(args) } as never);
  return errors;
}
