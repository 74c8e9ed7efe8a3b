import { parseWith } from "@/lib/http/api";
import { numericIdSchema } from "@/lib/validation/id";

/** A numeric id from a route segment, or a 400 that says so. */
export async function numericId(params: Promise<{ id: string }>, what: string): Promise<number> {
  return parseWith(numericIdSchema(what), (await params).id);
}
