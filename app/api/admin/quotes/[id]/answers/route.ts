import { NextResponse } from "next/server";
import { numericId } from "@/lib/admin/route-params";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { apiHandler, readJson } from "@/lib/http/api";
import { answerQuoteQuestion } from "@/lib/quotes/questions";
import { quoteAnswerSchema } from "@/lib/validation/print-quote";

/** POST /api/admin/quotes/{id}/answers { questionId, message }: answers the customer's question and emails them the answer (audited). */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Quote request");
  const input = await readJson(request, quoteAnswerSchema);
  return NextResponse.json(await answerQuoteQuestion(admin, id, input), { status: 201 });
});
