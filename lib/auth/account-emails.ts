import "server-only";
import type { JobPayloads } from "@/lib/jobs/queues";
import { sendVerificationEmail } from "./email-verification";
import { sendPasswordResetEmail } from "./password-reset";
import { sendAddressTakenEmail } from "./sign-up";

/** Job handler of "account.email": each kind of account email from the module it belongs to. */
export function sendAccountEmail(data: JobPayloads["account.email"]): Promise<void> {
  switch (data.kind) {
    case "password-reset":
      return sendPasswordResetEmail(data);
    case "email-verification":
      return sendVerificationEmail(data);
    case "address-taken":
      return sendAddressTakenEmail(data);
  }
}
