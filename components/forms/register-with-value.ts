import { get, type FieldPath, type FieldValues, type RegisterOptions, type UseFormReturn } from "react-hook-form";

/**
 * register() plus the field's starting value as its defaultValue. register fills a field only once
 * React runs, so a form rendered on the server would show a prefilled field (a quote's business
 * name, an order number from a link, a saved note) empty until the page's script has loaded.
 */
export function registerWithValue<Values extends FieldValues, Name extends FieldPath<Values>>(
  form: Pick<UseFormReturn<Values>, "register" | "formState">,
  name: Name,
  options?: RegisterOptions<Values, Name>,
) {
  return { defaultValue: get(form.formState.defaultValues, name) as string | number | undefined, ...form.register(name, options) };
}
