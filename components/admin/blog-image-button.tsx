"use client";

import { useRef, useState } from "react";
import { ImagePlus, LoaderCircle } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { sendJson } from "@/components/forms/send-json";
import type { UploadedBlogImage } from "@/lib/blog/image-url";

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
      const reply = await sendJson<UploadedBlogImage>("/api/admin/blog-images", body);
      if (!reply.ok) {
        toast.error("Couldn't add the image", { description: reply.error ?? `${reply.status}: the server couldn't take the image. Please try again.` });
        return;
      }
      onUploaded(reply.data.markdown);
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
      <Button type="button" variant="outline" size="phoneSm" disabled={uploading} onClick={() => input.current?.click()}>
        <Icon icon={uploading ? LoaderCircle : ImagePlus} className={uploading ? "animate-spin" : undefined} aria-hidden />
        {uploading ? "Uploading..." : "Add image"}
      </Button>
    </>
  );
}
