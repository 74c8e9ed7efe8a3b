import { NextResponse } from "next/server";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { askQuoteQuestion } from "@/lib/quotes/questions";
import { quoteQuestionSchema } from "@/lib/validation/print-quote";

type Params = { params: Promise<{ token: string }> };

/** POST /api/quotes/{token}/questions { message }: "Ask a question" to the team. */
export const POST = apiHandler(async (request, { params }: Params) => {
  const { message } = await readJson(request, quoteQuestionSchema);
  await askQuoteQuestion(clientIp(request), (await params).token, message);
  return NextResponse.json({ sent: true }, { status: 201 });
});
