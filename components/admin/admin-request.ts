/**
 * The dashboard's writes: JSON with the session cookie (SPEC §7). A failure carries the server's
 * `{ error }` sentence, or "status: status text" when there is none (SPEC §8), and the status when
 * the server answered (so a form can tell which field a 409 is about).
 */
export async function adminRequest(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<{ ok: true } | { ok: false; error: string; status?: number }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "include",
      ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, error: "We couldn't reach the server. Check your connection and try again." };
  }
  if (response.ok) return { ok: true };
  let text = "";
  try {
    text = await response.text();
    const data: unknown = JSON.parse(text);
    if (data && typeof data === "object" && "error" in data && typeof data.error === "string" && data.error.trim()) {
      return { ok: false, error: data.error.trim(), status: response.status };
    }
  } catch {
    // Not JSON: fall back to the body text or the status text.
  }
  return { ok: false, error: `${response.status}: ${text.trim().slice(0, 200) || response.statusText}`, status: response.status };
}
