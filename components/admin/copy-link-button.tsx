"use client";

import { Copy } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";

/** Copies the customer's quote link (to send by text or from another inbox), with a toast that says so. */
export function CopyLinkButton({ link }: { link: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied.", { description: "Paste it into a text or an email to the customer." });
    } catch {
      toast.error("Couldn't copy the link", { description: "Select the link beside the button and copy it instead." });
    }
  }
  return (
    <Button type="button" variant="outline" size="phoneSm" onClick={() => void copy()}>
      <Icon icon={Copy} aria-hidden />
      Copy link
    </Button>
  );
}
