import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { FieldError as FormFieldError } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { FieldError } from "./field-error";

/** What ties a control to its label, its hints and its error sentence. */
type FieldControlProps = { id: string; required?: true; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A control's side of a field: its id, aria-invalid once there is an error, and aria-describedby
 * naming the error sentence and then each hint, given by id suffix (`${id}-error`, `${id}-hint`).
 */
export function fieldControl(id: string, error: string | undefined, hints: readonly string[] = []): FieldControlProps {
  const describedBy = [...(error ? ["error"] : []), ...hints].map((suffix) => `${id}-${suffix}`).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/**
 * A form's Field props by field name: an id under the form's own (from useId), the label, and the
 * field's error sentence from react-hook-form's errors.
 */
export function fieldsOf<Name extends string>(formId: string, errors: Partial<Record<Name, Pick<FormFieldError, "message">>>) {
  return (name: Name, label: string) => ({ id: `${formId}-${name}`, label, error: errors[name]?.message });
}

/**
 * Every form's field: the label, the control (`children` renders it with the props that tie it to
 * the rest), an optional hint and the error sentence under it. `required` marks the label with an
 * asterisk, for the eye only, and puts `required` on the control for everything else.
 */
export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  announce = false,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Reads the error out as it appears (see FieldError). */
  announce?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const control = fieldControl(id, error, hint ? ["hint"] : []);
  return (
    <div className={clsx("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children(required ? { ...control, required } : control)}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} announce={announce} />
    </div>
  );
}
