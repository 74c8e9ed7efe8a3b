import { MAX_DB_INT } from "@/lib/db/limits";
import { ApiError } from "@/lib/http/api";

/** A numeric id from a route segment, or a 400 that says so. */
export async function numericId(params: Promise<{ id: string }>, what: string): Promise<number> {
  const { id } = await params;
  const value = Number(id);
  if (!/^\d{1,10}$/.test(id) || !Number.isSafeInteger(value) || value > MAX_DB_INT) throw new ApiError(400, `${what} id must be a positive whole number.`);
  return value;
}

export function wantsCsv(request: Request): boolean {
  return new URL(request.url).searchParams.get("format") === "csv";
}
