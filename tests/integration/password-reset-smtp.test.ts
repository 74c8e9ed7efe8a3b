import { afterAll, describe, expect, it } from "vitest";
import { startFakeSmtp } from "@/tests/fakes/smtp";

// This file's worker reads its environment once: choose the live mail provider before importing.
const smtp = await startFakeSmtp();
process.env.MAIL_PROVIDER = "smtp";
process.env.SMTP_URL = smtp.url;

const resetRequest = await import("@/app/api/auth/password-reset/route");
const resetConfirm = await import("@/app/api/auth/password-reset/confirm/route");
const { prisma } = await import("@/lib/db");
const { createUser } = await import("@/tests/support/accounts");
const { stopJobs, workJobsUntil } = await import("@/tests/support/jobs");
const { jsonRequest } = await import("@/tests/support/requests");

afterAll(async () => {
  await stopJobs();
  await smtp.close();
});

/** A message's body as written, without quoted-printable's soft line breaks and escapes. */
const decoded = (data: string) => data.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");

describe("a reset email sent over SMTP", () => {
  it("reaches the inbox with a working link, while the copy the site keeps has no link", async () => {
    const user = await createUser("USER");
    expect((await resetRequest.POST(jsonRequest("/api/auth/password-reset", { email: user.email }))).status).toBe(200);
    await workJobsUntil(async () => smtp.received.some((mail) => mail.to.includes(user.email)));

    const sent = decoded(smtp.received.find((mail) => mail.to.includes(user.email))!.data);
    expect(sent).toContain("Subject: Reset your Viralize password");
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(sent)?.[1];
    expect(token).toBeDefined();

    const copy = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: user.email } });
    expect(copy.status).toBe("sent");
    expect(copy.text).not.toContain(token);
    expect(copy.text).not.toContain("token=");
    expect(copy.text).toContain("[the reset link, left out of this copy]");

    expect((await resetConfirm.POST(jsonRequest("/api/auth/password-reset/confirm", { token, password: "through-smtp-1" }))).status).toBe(200);
  });
});
