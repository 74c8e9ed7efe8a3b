import { CircleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";

/** A field's error sentence under it, tied to the field by its id. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-destructive">
      <Icon icon={CircleAlert} aria-hidden className="size-4 shrink-0" />
      {message}
    </p>
  );
}
