"use client";

import { useRef, useState } from "react";
import { ImagePlus, LoaderCircle } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";

type Uploaded = { markdown: string };

/**
 * "Add image": uploads one PNG, JPEG or WebP to POST /api/admin/blog-images and hands back the
 * markdown that shows it, for the editor to put where the caret is. Its alt text starts as the
 * file's name, for the admin to describe the picture.
 */
export function BlogImageButton({ onUploaded }: { onUploaded: (markdown: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    try {
      const body = new FormData();
      body.append("files", file);
      const response = await fetch("/api/admin/blog-images", { method: "POST", credentials: "include", body }).catch(() => null);
      const data = (await response?.json().catch(() => null)) as (Uploaded & { error?: string }) | null;
      if (!response?.ok || !data?.markdown) {
        toast.error("Couldn't add the image", { description: data?.error ?? "We couldn't reach the server. Check your connection and try again." });
        return;
      }
      onUploaded(data.markdown);
      toast.success("Image added.", { description: "Describe it between the square brackets for readers who can't see it." });
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="outline" size="sm" className="h-10" disabled={uploading} onClick={() => input.current?.click()}>
        <Icon icon={uploading ? LoaderCircle : ImagePlus} className={uploading ? "animate-spin" : undefined} aria-hidden />
        {uploading ? "Uploading..." : "Add image"}
      </Button>
    </>
  );
}
