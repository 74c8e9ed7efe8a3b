"use client";

import { LayoutTemplate, Upload } from "lucide";
import { useController } from "react-hook-form";
import { SavedLogoTile } from "@/components/account/saved-logo";
import { Icon } from "@/components/ui/icon";
import type { SavedLogo } from "@/lib/business-profile/profile";
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
  adornment:
    option.value === "template" ? (
      <Icon icon={LayoutTemplate} aria-hidden className="size-5 text-primary" />
    ) : (
      <Icon icon={Upload} aria-hidden className="size-5 text-primary" />
    ),
  detail:
    option.value === "template"
      ? "We lay out your logo, services and phone number on a proven design."
      : "Send print-ready artwork or a logo for us to work from.",
}));

/**
 * Step 6: one of our templates, or the customer's own files (uploaded as soon as they are added);
 * either way, a signed-in customer's saved logo goes along unless they say not to.
 */
export function DesignChoice({
  control,
  uploads,
  disabled,
  savedLogo,
  sendSavedLogo,
  onSendSavedLogoChange,
}: {
  control: QuoteControl;
  uploads: ReturnType<typeof useFileUploads>;
  disabled: boolean;
  savedLogo: SavedLogo | null;
  sendSavedLogo: boolean;
  onSendSavedLogoChange: (send: boolean) => void;
}) {
  const { field, fieldState } = useController({ control, name: "designOption" });
  return (
    <QuoteSection id="quote-design" step={6} title="Design option" description="Start from one of our layouts or send your own artwork.">
      <ChoiceGroup
        name={field.name}
        labelledBy="quote-design-title"
        value={field.value}
        onValueChange={field.onChange}
        choices={DESIGN_CHOICES}
        className="sm:grid-cols-2"
      />
      <FieldError id="quote-designOption-error" message={fieldState.error?.message} className="mt-2" />
      {savedLogo && (
        <label className="mt-4 flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface p-3 has-checked:border-primary has-checked:bg-accent">
          <input
            type="checkbox"
            checked={sendSavedLogo}
            onChange={(event) => onSendSavedLogoChange(event.target.checked)}
            disabled={disabled}
            className="size-5 shrink-0 accent-primary"
          />
          <SavedLogoTile logo={savedLogo} className="size-12" alt="" />
          <span className="min-w-0">
            <span className="block font-medium text-ink">Send the logo saved on your account</span>
            <span className="block truncate text-sm text-muted-foreground">{savedLogo.name}</span>
          </span>
        </label>
      )}
      {field.value === "upload" && (
        <div className="mt-4">
          <FileUpload entries={uploads.entries} onAdd={uploads.addFiles} onRemove={uploads.remove} disabled={disabled} />
        </div>
      )}
    </QuoteSection>
  );
}
