"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { ADDRESS_FIELDS, type GridFieldSpec } from "@/components/forms/address-fields";
import { inputAttributes } from "@/components/forms/text-field-spec";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { CustomerInfoInput } from "@/lib/validation/checkout";

const FIELDS: GridFieldSpec<Exclude<keyof CustomerInfoInput, "notes">>[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name", required: true, span: "col-span-2 sm:col-span-3" },
  { name: "lastName", label: "Last name", autoComplete: "family-name", required: true, span: "col-span-2 sm:col-span-3" },
  {
    name: "email",
    label: "Email",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    placeholder: "you@yourbusiness.com",
    required: true,
    span: "col-span-2 sm:col-span-3",
  },
  { name: "phone", label: "Phone", type: "tel", inputMode: "tel", autoComplete: "tel", placeholder: "(555) 123-4567", span: "col-span-2 sm:col-span-3" },
  ...ADDRESS_FIELDS,
];

/** The customer's details (docs/product.md#checkout): names and email, the shipping address, and notes. */
export function CustomerInfoFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<CustomerInfoInput>;
  errors: FieldErrors<CustomerInfoInput>;
  disabled: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6">
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`customer-${field.name}`}
          label={field.label}
          required={field.required}
          error={errors[field.name]?.message}
          className={field.span}
        >
          {(control) => <Input {...inputAttributes(field)} disabled={disabled} className={field.className} {...control} {...register(field.name)} />}
        </Field>
      ))}
      <Field id="customer-notes" label="Order notes" error={errors.notes?.message} className="col-span-2 sm:col-span-6">
        {(control) => (
          <Textarea
            placeholder="Anything we should know: delivery instructions, a job site, a deadline."
            rows={3}
            disabled={disabled}
            {...control}
            {...register("notes")}
          />
        )}
      </Field>
    </div>
  );
}
