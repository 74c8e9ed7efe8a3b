/** POSTs JSON with the session cookie (SPEC §7) and reads the `{ error }` sentence of a failure. */
export async function postJson(url: string, body: unknown): Promise<{ ok: true } | { ok: false; error?: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "include",
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: "We couldn't reach our server. Check your connection and try again." };
  }
  if (response.ok) return { ok: true };
  try {
    const data: unknown = await response.json();
    if (data && typeof data === "object" && "error" in data && typeof data.error === "string" && data.error.trim()) {
      return { ok: false, error: data.error.trim() };
    }
  } catch {
    // Not JSON: the caller shows its own fallback sentence.
  }
  return { ok: false };
}
