import type { HTMLAttributes, HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";

/** A text input a form lists as data: its Field's words and the input's own attributes. */
export type TextFieldSpec<Name extends string> = {
  name: Name;
  label: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
};

/** The input's attributes from its spec; Field gives the id, `required` and the aria ties. */
export function inputAttributes(spec: TextFieldSpec<string>) {
  return { type: spec.type ?? "text", inputMode: spec.inputMode, autoComplete: spec.autoComplete, placeholder: spec.placeholder, maxLength: spec.maxLength };
}
