"use client";

import { useId, useRef, useState, type DragEvent } from "react";
import { CircleAlert, CircleCheck, CloudUpload, FileText, LoaderCircle, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatFileSize } from "@/lib/format/file-size";
import { UPLOAD_ACCEPT, UPLOAD_HINT } from "./quote-messages";
import type { UploadEntry } from "./use-file-uploads";

/**
 * The artwork drop zone with its file list: a button or drag-and-drop adds files, each can be
 * removed. `single` takes one file (a logo), its input named by `label`.
 */
export function FileUpload({
  entries,
  onAdd,
  onRemove,
  disabled,
  single = false,
  label = "Design files",
}: {
  entries: UploadEntry[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
  single?: boolean;
  label?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);

  function handleDrag(event: DragEvent<HTMLDivElement>, over: boolean) {
    if (!Array.from(event.dataTransfer.types).includes("Files")) return;
    event.preventDefault();
    if (over) event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    setDragging(over && !disabled);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files).slice(0, single ? 1 : undefined);
    if (files.length > 0) onAdd(files);
  }

  function handleRemove(entry: UploadEntry) {
    onRemove(entry.key);
    // The Remove button is gone: keep the keyboard in the upload area.
    chooseRef.current?.focus();
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div
        onDragEnter={(event) => handleDrag(event, true)}
        onDragOver={(event) => handleDrag(event, true)}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        data-dragging={dragging || undefined}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors ${dragging ? "border-primary bg-accent" : "border-input bg-surface"}`}
      >
        <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
          <Icon icon={CloudUpload} className="size-6" />
        </span>
        <div>
          <p className="font-semibold text-ink">
            <span className="hidden sm:inline">{single ? "Drag your logo here, or" : "Drag your artwork here, or"}</span>
            <span className="sm:hidden">{single ? "Add your logo" : "Add your artwork"}</span>
          </p>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
            {UPLOAD_HINT}
          </p>
        </div>
        <button
          ref={chooseRef}
          type="button"
          className={buttonVariants({ variant: "outline", size: "touch" })}
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
        >
          <Icon icon={CloudUpload} aria-hidden />
          {single ? "Choose a file" : "Choose files"}
        </button>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          multiple={!single}
          accept={UPLOAD_ACCEPT}
          tabIndex={-1}
          aria-label={label}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Let the same file be chosen again after it was removed.
            event.target.value = "";
            if (files.length > 0) onAdd(files);
          }}
        />
      </div>

      {/* Files coming and going, and their status changes, are announced from here. */}
      <div aria-live="polite">
        {entries.length > 0 && (
          <ul aria-label="Attached files" className="grid grid-cols-1 gap-2">
            {entries.map((entry) => (
              <li
                key={entry.key}
                className={`flex items-center gap-3 rounded-lg border py-2 pr-2 pl-3 ${entry.status === "error" ? "border-destructive/40 bg-red-50" : "bg-background"}`}
              >
                <Icon icon={FileText} aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink" title={entry.name}>
                    {entry.name}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                    <span>{formatFileSize(entry.size)}</span>
                    <FileStatus entry={entry} />
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonVariants({ variant: "subtle", size: "iconTouch" })}
                  aria-label={`Remove ${entry.name}`}
                  onClick={() => handleRemove(entry)}
                >
                  <Icon icon={X} aria-hidden className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function FileStatus({ entry }: { entry: UploadEntry }) {
  if (entry.status === "uploading") {
    return (
      <span className="inline-flex items-center gap-1 text-primary">
        <Icon icon={LoaderCircle} aria-hidden className="size-3.5 animate-spin" />
        Uploading...
      </span>
    );
  }
  if (entry.status === "uploaded") {
    return (
      <span className="inline-flex items-center gap-1 text-success">
        <Icon icon={CircleCheck} aria-hidden className="size-3.5" />
        Uploaded
      </span>
    );
  }
  return (
    <span className="inline-flex items-start gap-1 text-red-700">
      <Icon icon={CircleAlert} aria-hidden className="mt-1 size-3.5 shrink-0" />
      {entry.error}
    </span>
  );
}
