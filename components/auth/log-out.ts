/**
 * POST /api/auth/logout: every session of the account ends, this browser's included (SPEC §7).
 * Answers where to go next: `destination`, or, when the call failed, GET /api/logout, whose
 * page has the button that signs out. Callers go there with a full page load, so nothing on the
 * page keeps the old session.
 */
export async function logOut(destination: string): Promise<string> {
  try {
    const response = await fetch("/api/auth/logout", { method: "POST", credentials: "include" });
    if (response.ok) return destination;
  } catch {
    // Offline: the fallback page signs out on the server once it loads.
  }
  return "/api/logout";
}
