import { FileDown, FileText, ImageOff } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminQuoteRequest } from "@/lib/quotes/admin-requests";
import { formatFileSize } from "@/lib/format/file-size";

/**
 * The request's artwork as the customer sent it: images as thumbnails, other files (PDF, AI, EPS)
 * by name, each with a download through the admin's own upload route.
 */
export function QuoteArtwork({ files, designOption }: { files: AdminQuoteRequest["files"]; designOption: string }) {
  if (files.length === 0) {
    return (
      <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
        <Icon icon={ImageOff} className="size-4" aria-hidden />
        {designOption === "upload"
          ? "No files came with this request: ask the customer to email their artwork."
          : "No files: the customer chose one of our templates."}
      </p>
    );
  }
  return (
    <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Artwork files">
      {files.map((file) => (
        <li key={file.id} className="flex min-w-0 flex-col overflow-hidden rounded-md border border-border bg-card" data-testid="artwork-file">
          <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-surface">
            {file.contentType.startsWith("image/") ? (
              // The admin's upload route answers only a signed-in admin, so the image can't go through next/image's optimiser.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={file.url} alt={`Artwork: ${file.name}`} loading="lazy" decoding="async" className="absolute inset-0 size-full object-contain" />
            ) : (
              <span className="flex flex-col items-center gap-1 text-muted-foreground">
                <Icon icon={FileText} className="size-10" aria-hidden />
                <span className="text-xs font-semibold uppercase">{file.name.split(".").pop()}</span>
              </span>
            )}
          </div>
          <div className="grid border-t border-border p-2">
            <p className="truncate text-sm font-medium text-ink" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
            <a
              href={file.url}
              download={file.name}
              className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-9"
              aria-label={`Download ${file.name}`}
            >
              <Icon icon={FileDown} className="size-4 shrink-0" aria-hidden />
              Download
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
