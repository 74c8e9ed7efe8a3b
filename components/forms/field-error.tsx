import { clsx } from "clsx";
import { CircleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";

/**
 * A field's error sentence under it, tied to the field by its id; the gap above it is its
 * container's (a Field's) or `className`'s. `announce` reads it out as it appears, for a sentence
 * that arrives on its own (a server's answer) rather than on submit.
 */
export function FieldError({ id, message, announce = false, className }: { id: string; message?: string; announce?: boolean; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? "alert" : undefined} className={clsx("flex items-center gap-1.5 text-sm font-medium text-destructive", className)}>
      <Icon icon={CircleAlert} aria-hidden className="size-4 shrink-0" />
      {message}
    </p>
  );
}
