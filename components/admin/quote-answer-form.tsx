"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LoaderCircle, Send } from "lucide";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Textarea } from "@/components/ui/textarea";
import { quoteAnswerSchema } from "@/lib/validation/print-quote";
import { useAdminAction } from "./use-admin-action";

const formSchema = quoteAnswerSchema.pick({ message: true });
type AnswerValues = z.input<typeof formSchema>;
type Answer = z.output<typeof formSchema>;
const resolver = zodResolver(formSchema);

/** Answers one of the customer's questions (POST /api/admin/quotes/{id}/answers): stored, and emailed to the customer. */
export function QuoteAnswerForm({ quoteRequestId, questionId, email }: { quoteRequestId: number; questionId: number; email: string }) {
  const { busy, run } = useAdminAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AnswerValues, unknown, Answer>({ resolver, defaultValues: { message: "" } });

  async function send({ message }: Answer) {
    const failed = await run(
      "POST",
      `/api/admin/quotes/${quoteRequestId}/answers`,
      { questionId, message },
      { success: "Answer sent.", successDescription: `It's on its way to ${email}.`, failure: "The answer wasn't sent" },
    );
    if (failed === null) reset({ message: "" });
  }

  return (
    <form onSubmit={handleSubmit(send)} noValidate className="mt-3 grid gap-2" aria-label="Answer this question">
      <Field id={`answer-${questionId}`} label="Your answer" hint={`Emailed to ${email}; replies come to the support inbox.`} error={errors.message?.message}>
        {(control) => (
          <Textarea rows={3} maxLength={5000} placeholder="e.g. Yes: rounded corners are free on 500 cards." {...control} {...register("message")} />
        )}
      </Field>
      <Button type="submit" size="phone" className="justify-self-start" disabled={busy}>
        <Icon icon={busy ? LoaderCircle : Send} className={busy ? "animate-spin" : undefined} aria-hidden />
        Send answer
      </Button>
    </form>
  );
}
