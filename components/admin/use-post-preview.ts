"use client";

import { useEffect, useState } from "react";
import type { PostPreview } from "@/lib/blog/markdown";

const EMPTY: PostPreview = { html: "", words: 0, minutes: 0 };
/** Typing pauses this long before the server renders the text again. */
const PAUSE_MS = 200;

/**
 * The post page's rendering of `markdown`, from the server (so the preview and the page can never
 * differ), refreshed when typing pauses. A failed render keeps the last good preview and says so.
 */
export function usePostPreview(markdown: string): { preview: PostPreview; failed: boolean } {
  const [state, setState] = useState<{ preview: PostPreview; failed: boolean }>({ preview: EMPTY, failed: false });
  const blank = !markdown.trim();
  useEffect(() => {
    if (blank) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch("/api/admin/blog-posts/preview", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ content: markdown }),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(String(response.status));
        setState({ preview: (await response.json()) as PostPreview, failed: false });
      } catch {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, failed: true }));
      }
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, blank]);
  return blank ? { preview: EMPTY, failed: false } : state;
}
