"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminRequest } from "./admin-request";

export type AdminActionWords = { success: string; successDescription?: string; failure: string };

/**
 * One admin write at a time from one control: a second click while the first is in flight is
 * refused (the ref sees it before React re-renders the disabled button), the outcome is toasted,
 * and the page's server data is refreshed after a change. Resolves to the server's error sentence,
 * so a dialog can show it too, null on success, or undefined for a refused click (nothing sent).
 */
export function useAdminAction() {
  const router = useRouter();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function run(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body: unknown, words: AdminActionWords): Promise<string | null | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await adminRequest(method, url, body);
      if (!result.ok) {
        toast.error(words.failure, { description: result.error });
        return result.error;
      }
      toast.success(words.success, { description: words.successDescription });
      router.refresh();
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, run };
}
