"use client";

import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Field } from "@/components/forms/field";
import { registerWithValue } from "@/components/forms/register-with-value";
import { inputAttributes, type TextFieldSpec } from "@/components/forms/text-field-spec";
import { QuoteSection } from "./quote-section";
import type { BusinessField, QuoteFormValues } from "./quote-values";

type InfoField = TextFieldSpec<Exclude<BusinessField, "specialRequests">> & { wide?: boolean };

const INFO_FIELDS: InfoField[] = [
  { name: "businessName", label: "Business Name", autoComplete: "organization", placeholder: "Your company name", required: true },
  { name: "contactPerson", label: "Contact Person", autoComplete: "name", placeholder: "Who should we call?", required: true },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", placeholder: "(555) 123-4567", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@yourbusiness.com", required: true },
  { name: "address", label: "Business Address", autoComplete: "address-line1", placeholder: "123 Main St, Springfield", wide: true },
  // Text with the URL keyboard, not type="url": "yourbusiness.com" without https:// is a fine answer.
  { name: "website", label: "Website", inputMode: "url", autoComplete: "url", placeholder: "https://yourbusiness.com" },
  { name: "services", label: "Services You Offer", placeholder: "Roof repair, gutters, storm damage" },
];

/** Step 7: who the quote is for and where we send it. */
export function BusinessInfoFields({
  form,
  errors,
}: {
  form: Pick<UseFormReturn<QuoteFormValues>, "register" | "formState">;
  errors: FieldErrors<QuoteFormValues>["businessInfo"];
}) {
  return (
    <QuoteSection
      id="quote-business"
      step={7}
      title="Business information"
      description={
        <>
          Where we send your quote. Fields marked <span className="font-semibold text-destructive">*</span> are required.
        </>
      }
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {INFO_FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`quote-${field.name}`}
            label={field.label}
            required={field.required}
            error={errors?.[field.name]?.message}
            className={field.wide ? "sm:col-span-2" : undefined}
          >
            {(control) => (
              <Input
                {...inputAttributes(field)}
                aria-required={field.required || undefined}
                {...control}
                {...registerWithValue(form, `businessInfo.${field.name}`)}
              />
            )}
          </Field>
        ))}
        <Field id="quote-specialRequests" label="Special Requests" error={errors?.specialRequests?.message} className="sm:col-span-2">
          {(control) => (
            <Textarea
              rows={4}
              placeholder="Sizes, colors, deadlines, anything we should know"
              {...control}
              {...registerWithValue(form, "businessInfo.specialRequests")}
            />
          )}
        </Field>
      </div>
    </QuoteSection>
  );
}
