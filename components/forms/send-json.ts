/**
 * The answer to a JSON request: its body, or the refusal: the server's `{ error }` sentence when it
 * sent one, and `status: body text` (docs/product.md#messages) (the offline sentence when nothing answered, status 0)
 * for a caller that has no words of its own.
 */
type JsonReply<T> = { ok: true; data: T } | { ok: false; status: number; error?: string; statusMessage: string };

const OFFLINE = "We couldn't reach our server. Check your connection and try again.";

type SendOptions = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; signal?: AbortSignal };

/**
 * A component's request to our API (POST unless told): with cookies (docs/api.md#conventions), the body as JSON (or,
 * for a FormData body, multipart/form-data as the browser builds it; none when it is undefined),
 * and the answer read as JSON. An aborted request answers as offline; its caller knows it aborted.
 */
export async function sendJson<T>(url: string, body?: unknown, { method = "POST", signal }: SendOptions = {}): Promise<JsonReply<T>> {
  const payload =
    body === undefined ? {} : body instanceof FormData ? { body } : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method, credentials: "include", signal, ...payload });
    text = await response.text();
  } catch {
    return { ok: false, status: 0, error: OFFLINE, statusMessage: OFFLINE };
  }
  const data = parsed(text);
  if (response.ok && data && typeof data === "object") return { ok: true, data: data as T };
  const error = data && typeof data === "object" && "error" in data && typeof data.error === "string" ? data.error.trim() : "";
  return {
    ok: false,
    status: response.status,
    error: error || undefined,
    statusMessage: `${response.status}: ${text.trim().slice(0, 200) || response.statusText}`,
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
