"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, MessageSquare } from "lucide";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldControl } from "@/components/forms/field";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { quoteQuestionSchema } from "@/lib/validation/print-quote";
import { askQuoteQuestion } from "./quote-api";

type QuestionValues = z.input<typeof quoteQuestionSchema>;
type Question = z.output<typeof quoteQuestionSchema>;

/** "Ask a question": a message to the team about this quote; the answer comes by email. */
export function QuoteQuestionForm({ token, email, paid }: { token: string; email: string; paid: boolean }) {
  // isValid follows the schema as the question is typed: Ask stays off until it would be accepted.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isValid },
  } = useForm<QuestionValues, unknown, Question>({ resolver: zodResolver(quoteQuestionSchema), defaultValues: { message: "" } });

  async function ask(question: Question) {
    const reply = await askQuoteQuestion(token, question.message);
    if (!reply.ok) return void toast.error("Your question wasn't sent", { description: reply.error ?? "Please try again." });
    reset();
    toast.success("Question sent", { description: `We'll answer at ${email} within 24 hours.` });
  }

  return (
    <form onSubmit={handleSubmit(ask)} noValidate aria-labelledby="quote-question-title" className="rounded-lg border border-border bg-card shadow-sm">
      <div className="flex items-center gap-3 border-b border-border px-4 py-4 sm:px-6">
        <Icon icon={MessageSquare} aria-hidden className="size-5 text-primary" />
        <h2 id="quote-question-title" className="text-lg font-semibold">
          Ask a question
        </h2>
      </div>
      <div className="grid gap-3 px-4 py-6 sm:px-6">
        <p id="quote-question-hint" className="text-sm text-muted-foreground">
          {paid ? "About your print order? " : "Something to change or check before you pay? "}We answer by email within 24 hours.
        </p>
        <Label htmlFor="quote-question">Your question</Label>
        <Textarea
          {...fieldControl("quote-question", errors.message?.message, ["hint"])}
          rows={4}
          maxLength={2000}
          placeholder="e.g. Can you do rounded corners for the same price?"
          {...register("message")}
        />
        <FieldError id="quote-question-error" message={errors.message?.message} />
        <Button type="submit" variant="outline" className="h-11 justify-self-start" disabled={isSubmitting || !isValid}>
          {isSubmitting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
          Ask a question
        </Button>
      </div>
    </form>
  );
}
