"use client";

import type { HTMLAttributes, HTMLInputTypeAttribute } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/forms/field-error";
import { registerWithValue } from "@/components/forms/register-with-value";
import { QuoteSection } from "./quote-section";
import type { BusinessField, QuoteFormValues } from "./quote-values";

type InfoField = {
  name: Exclude<BusinessField, "specialRequests">;
  label: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  wide?: boolean;
};

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

/** The ids that tie a field to its label and its error sentence. */
const a11y = (name: BusinessField, error: string | undefined) => ({
  id: `quote-${name}`,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `quote-${name}-error` : undefined,
});

/** Step 7: who the quote is for and where we send it. */
export function BusinessInfoFields({
  form,
  errors,
}: {
  form: Pick<UseFormReturn<QuoteFormValues>, "register" | "formState">;
  errors: FieldErrors<QuoteFormValues>["businessInfo"];
}) {
  const specialRequestsError = errors?.specialRequests?.message;
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
        {INFO_FIELDS.map((field) => {
          const error = errors?.[field.name]?.message;
          return (
            <div key={field.name} className={field.wide ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
              <Label htmlFor={`quote-${field.name}`}>
                {field.label}
                {field.required && (
                  <span aria-hidden className="text-destructive">
                    *
                  </span>
                )}
              </Label>
              <Input
                type={field.type ?? "text"}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                required={field.required}
                aria-required={field.required || undefined}
                {...a11y(field.name, error)}
                {...registerWithValue(form, `businessInfo.${field.name}`)}
              />
              <FieldError id={`quote-${field.name}-error`} message={error} />
            </div>
          );
        })}
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="quote-specialRequests">Special Requests</Label>
          <Textarea
            rows={4}
            placeholder="Sizes, colors, deadlines, anything we should know"
            {...a11y("specialRequests", specialRequestsError)}
            {...registerWithValue(form, "businessInfo.specialRequests")}
          />
          <FieldError id="quote-specialRequests-error" message={specialRequestsError} />
        </div>
      </div>
    </QuoteSection>
  );
}
