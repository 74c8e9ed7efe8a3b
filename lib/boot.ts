import { env, EnvError } from "@/lib/env";
import { areaLogger } from "@/lib/log";

/**
 * Validates the environment once, at boot. A mistake (a live provider without its keys, an
 * unsafe production setting) is printed as the sentence that names it and ends the process,
 * so the host shows the reason and no request is ever served half-configured.
 */
export function checkConfiguration(): void {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // Written synchronously: the line is out before the exit.
    areaLogger("boot").fatal(error.message);
    process.exit(1);
  }
}
