"use client";

import { useEffect, useRef, useState } from "react";
import { Check, Copy, LoaderCircle, RefreshCw, Sparkles } from "lucide";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { buttonVariants } from "@/components/ui/button-variants";

export type DescriptionRequest = { productName: string; productType: string; targetAudience: string; businessType: string };

export const TARGET_AUDIENCE = "trade contractors and construction professionals";
const COPIED_MS = 2000;

type State = { status: "idle" } | { status: "generating" } | { status: "done"; text: string } | { status: "failed" };

async function requestDescription(payload: DescriptionRequest, signal: AbortSignal): Promise<string> {
  const response = await fetch("/api/ai/product-description", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
    signal,
  });
  const body = response.ok ? ((await response.json().catch(() => null)) as { description?: unknown } | null) : null;
  if (typeof body?.description !== "string" || !body.description.trim()) throw new Error("Failed to generate product description");
  return body.description.trim();
}

/** SPEC §4 AI description: empty, Generating..., then the text with Copy and Regenerate. */
export function AiDescription({ request }: { request: DescriptionRequest }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const [copied, setCopied] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      inFlight.current?.abort();
      clearTimeout(copiedTimer.current);
    },
    [],
  );

  async function generate() {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setCopied(false);
    setState({ status: "generating" });
    try {
      const text = await requestDescription(request, controller.signal);
      if (!controller.signal.aborted) setState({ status: "done", text });
    } catch {
      if (!controller.signal.aborted) setState({ status: "failed" });
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error("Couldn't copy the description", { description: "Select the text and copy it instead." });
    }
  }

  const generating = state.status === "generating";

  return (
    <section aria-labelledby="ai-description-title" className="rounded-lg border border-border bg-card p-6 shadow-sm" data-testid="ai-description">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
            <Icon icon={Sparkles} className="size-5" aria-hidden />
          </span>
          <div>
            <h2 id="ai-description-title" className="text-xl font-semibold">
              AI product description
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              A ready-to-use write-up of this product for trade contractors: for your site, a newsletter or a social post.
            </p>
          </div>
        </div>
        {(state.status === "idle" || state.status === "failed" || generating) && (
          <button type="button" onClick={generate} disabled={generating} className={`${buttonVariants({ size: "touch" })} w-full sm:w-auto`}>
            {generating ? <Icon icon={LoaderCircle} className="animate-spin" aria-hidden /> : <Icon icon={Sparkles} aria-hidden />}
            {generating ? "Generating..." : "Generate description"}
          </button>
        )}
      </div>

      <div aria-live="polite" className="mt-5 empty:hidden">
        {generating && (
          <div className="space-y-2" aria-hidden>
            <div className="h-4 w-full animate-pulse rounded bg-muted" />
            <div className="h-4 w-11/12 animate-pulse rounded bg-muted" />
            <div className="h-4 w-4/5 animate-pulse rounded bg-muted" />
          </div>
        )}
        {state.status === "failed" && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive">
            Failed to generate description. Please try again.
          </p>
        )}
        {state.status === "done" && (
          <p className="rounded-md bg-surface p-4 whitespace-pre-line text-ink" data-testid="ai-description-text">
            {state.text}
          </p>
        )}
      </div>

      {state.status === "done" && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonVariants({ variant: "outline", size: "touch" })} onClick={() => copy(state.text)}>
            {copied ? <Icon icon={Check} aria-hidden /> : <Icon icon={Copy} aria-hidden />}
            {copied ? "Copied!" : "Copy"}
          </button>
          <button type="button" className={buttonVariants({ variant: "outline", size: "touch" })} onClick={generate}>
            <Icon icon={RefreshCw} aria-hidden />
            Regenerate
          </button>
        </div>
      )}
    </section>
  );
}
