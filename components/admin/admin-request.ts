import { sendJson } from "@/components/forms/send-json";

/**
 * The dashboard's writes, through the one JSON helper. A failure always has a sentence: the
 * server's `{ error }`, or "status: body text" (docs/product.md#messages) when there is none, with the status (so
 * a form can tell which field a 409 is about).
 */
export async function adminRequest(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<{ ok: true } | { ok: false; error: string; status: number }> {
  const reply = await sendJson<unknown>(url, body, { method });
  return reply.ok ? { ok: true } : { ok: false, error: reply.error ?? reply.statusMessage, status: reply.status };
}
