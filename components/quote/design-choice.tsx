"use client";

import { LayoutTemplate, Upload } from "lucide";
import { useController } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { DESIGN_OPTIONS } from "@/lib/validation/quote-fields";
import { ChoiceGroup, type Choice } from "./choice-group";
import { FieldError } from "@/components/forms/field-error";
import { FileUpload } from "./file-upload";
import { QuoteSection } from "./quote-section";
import type { QuoteControl } from "./quote-values";
import type { useFileUploads } from "./use-file-uploads";

const DESIGN_CHOICES: Choice[] = DESIGN_OPTIONS.map((option) => ({
  value: option.value,
  label: option.label,
  adornment: option.value === "template" ? <Icon icon={LayoutTemplate} aria-hidden className="size-5 text-primary" /> : <Icon icon={Upload} aria-hidden className="size-5 text-primary" />,
  detail: option.value === "template" ? "We lay out your logo, services and phone number on a proven design." : "Send print-ready artwork or a logo for us to work from.",
}));

/** Step 6: one of our templates, or the customer's own files (uploaded as soon as they are added). */
export function DesignChoice({ control, uploads, disabled }: { control: QuoteControl; uploads: ReturnType<typeof useFileUploads>; disabled: boolean }) {
  const { field, fieldState } = useController({ control, name: "designOption" });
  return (
    <QuoteSection id="quote-design" step={6} title="Design option" description="Start from one of our layouts or send your own artwork.">
      <ChoiceGroup name={field.name} labelledBy="quote-design-title" value={field.value} onValueChange={field.onChange} choices={DESIGN_CHOICES} className="sm:grid-cols-2" />
      <FieldError id="quote-designOption-error" message={fieldState.error?.message} className="mt-2" />
      {field.value === "upload" && (
        <div className="mt-4">
          <FileUpload entries={uploads.entries} onAdd={uploads.addFiles} onRemove={uploads.remove} disabled={disabled} />
        </div>
      )}
    </QuoteSection>
  );
}
