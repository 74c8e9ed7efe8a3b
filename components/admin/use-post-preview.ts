"use client";

import { useEffect, useState } from "react";
import { sendJson } from "@/components/forms/send-json";
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
      const reply = await sendJson<PostPreview>("/api/admin/blog-posts/preview", { content: markdown }, { signal: controller.signal });
      if (reply.ok) setState({ preview: reply.data, failed: false });
      else if (!controller.signal.aborted) setState((previous) => ({ ...previous, failed: true }));
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, blank]);
  return blank ? { preview: EMPTY, failed: false } : state;
}
