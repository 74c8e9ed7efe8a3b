import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form's zodResolver for a schema fetched on first use, so zod (and the schema) stay
 * out of a public page's first load. Wire `prefetch` to the form's focus to fetch it before the
 * first submit. Made once per form module: every mount shares the one fetch.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(load: () => Promise<z.ZodType<Output, FieldValues>>) {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () =>
    (ready ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        ready = undefined; // offline for a moment: the next check fetches again
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await loaded())(values, context, options);
  return { resolver, prefetch: () => void loaded() };
}
