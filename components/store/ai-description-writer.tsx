"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Check, Copy, RefreshCw } from "lucide";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { buttonVariants } from "@/components/ui/button-variants";
import { AiDescriptionFrame, GenerateButton, GeneratingLines, requestDescription, type DescriptionRequest, type PendingDescription } from "./ai-description";

const COPIED_MS = 2000;

type State = { status: "generating" } | { status: "done"; text: string } | { status: "failed" };

/**
 * The AI description once asked for (docs/product.md#ai-product-description): Generating..., then the text with Copy and Regenerate
 * (or the failure and the button again). Loaded by <AiDescription> on the first click, whose
 * request is already on its way.
 */
export default function AiDescriptionWriter({ request, header, first }: { request: DescriptionRequest; header: ReactNode; first: PendingDescription }) {
  const [state, setState] = useState<State>({ status: "generating" });
  const [copied, setCopied] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Shows the answer (or the failure) once it is in, unless another request has replaced it. */
  const settle = useCallback((pending: PendingDescription) => {
    inFlight.current?.abort();
    inFlight.current = pending.controller;
    pending.answer.then(
      (text) => !pending.controller.signal.aborted && setState({ status: "done", text }),
      () => !pending.controller.signal.aborted && setState({ status: "failed" }),
    );
  }, []);

  function generate() {
    setCopied(false);
    setState({ status: "generating" });
    settle(requestDescription(request));
  }

  useEffect(() => {
    settle(first);
    return () => {
      inFlight.current?.abort();
      clearTimeout(copiedTimer.current);
    };
  }, [first, settle]);

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
    <AiDescriptionFrame header={header} action={state.status !== "done" && <GenerateButton generating={generating} onClick={generate} />}>
      {generating && <GeneratingLines />}
      <div aria-live="polite" className="mt-5 empty:hidden">
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
    </AiDescriptionFrame>
  );
}
