"use client";

import { useRef, useState } from "react";
import type { z } from "zod";

/** The first problem with each field, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** A form's entries as the schema reads them: every field by its name. */
export function formValues(form: HTMLFormElement): Record<string, FormDataEntryValue> {
  return Object.fromEntries(new FormData(form));
}

/** Focuses the first field, in the form's order, that has an error. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/**
 * Checks a form with the same zod schema its route handler uses, without putting zod in the
 * page's first load: the schema module is fetched when someone starts on the form (`prefetch`,
 * wired to the form's focus) or at the latest on submit. After a failed check, `recheck` on every
 * change clears each error as soon as it is fixed.
 */
export function useLazySchema<Schema extends z.ZodType>(load: () => Promise<Schema>) {
  const schema = useRef<Promise<Schema> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const loaded = () => (schema.current ??= load());

  async function check(values: unknown): Promise<Checked<z.output<Schema>>> {
    const result = (await loaded()).safeParse(values);
    const found: FieldErrors = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? "");
        found[name] ??= issue.message;
      }
    }
    setErrors(found);
    setChecked(true);
    return result.success ? { ok: true, data: result.data } : { ok: false, errors: found };
  }

  return {
    errors,
    prefetch: () => void loaded(),
    check,
    /** Checks again after a failed submit; does nothing before the first check. */
    recheck: (values: unknown) => {
      if (checked) void check(values);
    },
    /** Forgets every error (after the form is reset). */
    clear: () => {
      setErrors({});
      setChecked(false);
    },
  };
}
