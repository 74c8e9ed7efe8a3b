/** The answer to a JSON POST: its body, or the `{ error }` sentence of a refusal (status 0: offline). */
export type JsonReply<T> = { ok: true; data: T } | { ok: false; status: number; error?: string };

const OFFLINE = "We couldn't reach our server. Check your connection and try again.";

/**
 * POSTs with cookies (SPEC §7), JSON or, for a FormData body, multipart/form-data as the browser
 * builds it, and reads either the answer or the `{ error }` sentence of a refusal.
 */
export async function postJsonReply<T>(url: string, body: unknown): Promise<JsonReply<T>> {
  const payload = body instanceof FormData ? { body } : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", credentials: "include", ...payload });
  } catch {
    return { ok: false, status: 0, error: OFFLINE };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && data && typeof data === "object") return { ok: true, data: data as T };
  const error = data && typeof data === "object" && "error" in data && typeof data.error === "string" ? data.error.trim() : "";
  return { ok: false, status: response.status, error: error || undefined };
}
