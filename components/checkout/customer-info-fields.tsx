"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { inputAttributes, type TextFieldSpec } from "@/components/forms/text-field-spec";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { CustomerInfoInput } from "@/lib/validation/checkout";

type FieldSpec = TextFieldSpec<Exclude<keyof CustomerInfoInput, "notes">> & {
  /** Grid placement: 2 columns on phones, 6 from the sm breakpoint. */
  span: string;
  className?: string;
};

const FIELDS: FieldSpec[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name", required: true, span: "col-span-2 sm:col-span-3" },
  { name: "lastName", label: "Last name", autoComplete: "family-name", required: true, span: "col-span-2 sm:col-span-3" },
  { name: "email", label: "Email", type: "email", inputMode: "email", autoComplete: "email", placeholder: "you@yourbusiness.com", required: true, span: "col-span-2 sm:col-span-3" },
  { name: "phone", label: "Phone", type: "tel", inputMode: "tel", autoComplete: "tel", placeholder: "(555) 123-4567", span: "col-span-2 sm:col-span-3" },
  { name: "address", label: "Street address", autoComplete: "address-line1", placeholder: "123 Main St", required: true, span: "col-span-2 sm:col-span-6" },
  { name: "address2", label: "Apartment, suite, unit", autoComplete: "address-line2", placeholder: "Suite 200 (optional)", span: "col-span-2 sm:col-span-6" },
  { name: "city", label: "City", autoComplete: "address-level2", required: true, span: "col-span-2 sm:col-span-3" },
  { name: "state", label: "State", autoComplete: "address-level1", placeholder: "TX", required: true, maxLength: 2, span: "col-span-1", className: "uppercase" },
  { name: "zip", label: "ZIP", inputMode: "numeric", autoComplete: "postal-code", placeholder: "78701", required: true, maxLength: 10, span: "col-span-1 sm:col-span-2" },
];

/** SPEC §3 customer info: names and email (SPEC §5), the shipping address, and notes. */
export function CustomerInfoFields({ register, errors, disabled }: { register: UseFormRegister<CustomerInfoInput>; errors: FieldErrors<CustomerInfoInput>; disabled: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6">
      {FIELDS.map((field) => (
        <Field key={field.name} id={`customer-${field.name}`} label={field.label} required={field.required} error={errors[field.name]?.message} className={field.span}>
          {(control) => (
            <Input {...inputAttributes(field)} disabled={disabled} className={field.className} {...control} {...register(field.name)} />
          )}
        </Field>
      ))}
      <Field id="customer-notes" label="Order notes" error={errors.notes?.message} className="col-span-2 sm:col-span-6">
        {(control) => (
          <Textarea placeholder="Anything we should know: delivery instructions, a job site, a deadline." rows={3} disabled={disabled} {...control} {...register("notes")} />
        )}
      </Field>
    </div>
  );
}
