"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { LoaderCircle, Sparkles } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { sendJson } from "@/components/forms/send-json";
import { Icon } from "@/components/ui/icon";
import type { DescriptionRequest } from "@/lib/validation/product-description";

export type { DescriptionRequest };

export const TARGET_AUDIENCE = "trade contractors and construction professionals";

/** A description asked for and not yet answered, and how to call it off. */
export type PendingDescription = { answer: Promise<string>; controller: AbortController };

/** POST /api/ai/product-description (docs/api.md#post-apiaiproduct-description); the answer rejects with the failure of docs/product.md#messages. */
export function requestDescription(payload: DescriptionRequest): PendingDescription {
  const controller = new AbortController();
  const answer = (async () => {
    const reply = await sendJson<{ description?: unknown }>("/api/ai/product-description", payload, { signal: controller.signal });
    const description = reply.ok && typeof reply.data.description === "string" ? reply.data.description.trim() : "";
    if (!description) throw new Error("Failed to generate product description");
    return description;
  })();
  // Nobody may be listening yet (the writer is still loading): no unhandled rejection.
  answer.catch(() => {});
  return { answer, controller };
}

// Writing, copying and regenerating load with the first click: most visitors never ask.
const AiDescriptionWriter = lazy(() => import("./ai-description-writer"));

/** The panel around the description: the server-rendered header, the action beside it, the rest below. */
export function AiDescriptionFrame({ header, action, children }: { header: ReactNode; action?: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby="ai-description-title" className="rounded-lg border border-border bg-card p-6 shadow-sm" data-testid="ai-description">
      <div className="flex flex-wrap items-start justify-between gap-4">
        {header}
        {action}
      </div>
      {children}
    </section>
  );
}

export function GenerateButton({ generating, onClick }: { generating: boolean; onClick?: () => void }) {
  return (
    <button type="button" onClick={onClick} disabled={generating} className={`${buttonVariants({ size: "touch" })} w-full sm:w-auto`}>
      {generating ? <Icon icon={LoaderCircle} className="animate-spin" aria-hidden /> : <Icon icon={Sparkles} aria-hidden />}
      {generating ? "Generating..." : "Generate description"}
    </button>
  );
}

export function GeneratingLines() {
  return (
    <div className="mt-5 space-y-2" aria-hidden>
      <div className="h-4 w-full animate-pulse rounded bg-muted" />
      <div className="h-4 w-11/12 animate-pulse rounded bg-muted" />
      <div className="h-4 w-4/5 animate-pulse rounded bg-muted" />
    </div>
  );
}

/** The AI description (docs/product.md#ai-product-description): empty with Generate, then (components/store/ai-description-writer.tsx) the rest. */
export function AiDescription({ request, header }: { request: DescriptionRequest; header: ReactNode }) {
  const [first, setFirst] = useState<PendingDescription | null>(null);
  // The request starts with the click, while the writer's code loads.
  if (!first)
    return <AiDescriptionFrame header={header} action={<GenerateButton generating={false} onClick={() => setFirst(requestDescription(request))} />} />;
  return (
    <Suspense
      fallback={
        <AiDescriptionFrame header={header} action={<GenerateButton generating />}>
          <GeneratingLines />
        </AiDescriptionFrame>
      }
    >
      <AiDescriptionWriter request={request} header={header} first={first} />
    </Suspense>
  );
}
