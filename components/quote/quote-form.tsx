"use client";

import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { CircleAlert, CircleCheck } from "lucide";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { useEntriesMadeBeforeHydration } from "@/components/forms/use-entries-made-before-hydration";
import { sendJson } from "@/components/forms/send-json";
import { useFilledFromBusinessProfile } from "@/components/forms/use-business-profile";
import { Icon } from "@/components/ui/icon";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useHydrated } from "@/components/site/use-hydrated";
import { addressOnOneLine } from "@/lib/business-profile/address";
import type { BusinessProfile } from "@/lib/business-profile/profile";
import { findPrintProduct, type PrintProductId } from "@/lib/content/print-products";
import type { QuoteRequest } from "@/lib/validation/quote";
import { BusinessInfoFields } from "./business-info-fields";
import { DesignChoice } from "./design-choice";
import { OrderSummary, summaryRows } from "./order-summary";
import { PrintOptions } from "./print-options";
import { ProductChoice } from "./product-choice";
import { QUOTE_FALLBACK_ERROR, QUOTE_SUCCESS_MESSAGE, interestNote, quoteFailureMessage } from "./quote-messages";
import { EMPTY_QUOTE, type BusinessField, type QuoteFormValues } from "./quote-values";
import { useFileUploads } from "./use-file-uploads";

type Result = { kind: "success" | "error"; message: string; seq: number };

const schema = lazyZodResolver<QuoteFormValues, QuoteRequest>(() => import("@/lib/validation/quote").then((module) => module.quoteRequestSchema));

/** Request Quote stays disabled until these have something in them (docs/product.md#quote-request-form). */
const REQUIRED: { name: "product" | BusinessField; label: string }[] = [
  { name: "product", label: "product type" },
  { name: "businessName", label: "business name" },
  { name: "contactPerson", label: "contact person" },
  { name: "phone", label: "phone" },
  { name: "email", label: "email" },
];

/** The fields in page order, so the first error found is the first on screen. */
const OPTION_ORDER = ["product", "paper", "finish", "corners", "quantity", "designOption"] as const;
const BUSINESS_ORDER = Object.keys(EMPTY_QUOTE.businessInfo) as BusinessField[];

/** What a signed-in customer's business profile fills in. */
const fromProfile = (profile: BusinessProfile) => ({
  "businessInfo.businessName": profile.businessName,
  "businessInfo.phone": profile.phone,
  "businessInfo.address": profile.address ? addressOnOneLine(profile.address) : "",
  "businessInfo.website": profile.website,
});

/** Focuses the first field that needs fixing (the product group by its first tile). */
function focusFirstError(errors: FieldErrors<QuoteFormValues>) {
  const first = OPTION_ORDER.find((name) => errors[name]) ?? BUSINESS_ORDER.find((name) => errors.businessInfo?.[name]);
  if (!first) return;
  const target = document.querySelector<HTMLElement>(first === "product" ? '[data-field="product"] input[type="radio"]' : `#quote-${first}`);
  target?.focus();
  target?.scrollIntoView({ block: "center" });
}

/** /customize-order: the print quote request form (docs/product.md#quote-request-form). */
export function QuoteForm({
  supportEmail,
  initialProductId,
  initialBusinessName = "",
}: {
  supportEmail: string;
  initialProductId?: PrintProductId;
  initialBusinessName?: string;
}) {
  const initialProduct = findPrintProduct(initialProductId);
  const form = useForm<QuoteFormValues, unknown, QuoteRequest>({
    resolver: schema.resolver,
    shouldFocusError: false,
    defaultValues: {
      ...EMPTY_QUOTE,
      product: initialProduct?.id ?? "",
      businessInfo: {
        ...EMPTY_QUOTE.businessInfo,
        businessName: initialBusinessName,
        specialRequests: initialProduct ? interestNote(initialProduct.title) : "",
      },
    },
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const [result, setResult] = useState<Result | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const uploads = useFileUploads();
  const hydrated = useHydrated();
  const { profile, fillIn } = useFilledFromBusinessProfile(form, fromProfile);
  const [sendSavedLogo, setSendSavedLogo] = useState(true);
  const savedLogo = sendSavedLogo ? (profile?.logo ?? null) : null;

  // Every field has a default, so the watched values are always complete.
  const values = useWatch({ control }) as QuoteFormValues;
  const formRef = useRef<HTMLFormElement>(null);
  // After useWatch, whose subscription must exist when the early choices become values. The text
  // fields need nothing: react-hook-form keeps what was typed before it registered them.
  useEntriesMadeBeforeHydration(formRef, OPTION_ORDER, (entries) => {
    for (const name of OPTION_ORDER) {
      const value = entries[name];
      if (value !== undefined && value !== form.getValues(name)) form.setValue(name, value, { shouldDirty: true });
    }
  });
  const product = findPrintProduct(values.product);
  const missing = REQUIRED.filter(({ name }) => !(name === "product" ? values.product : values.businessInfo[name]).trim()).map((field) => field.label);
  const uploadedCount = uploads.entries.filter((entry) => entry.status === "uploaded").length;

  useEffect(() => {
    if (!result) return;
    const alert = alertRef.current;
    if (!alert) return;
    // Smoothly, or at once for a visitor who asks for less motion: the page's scroll-behavior decides (app/brand.css).
    alert.scrollIntoView({ block: "center" });
    alert.focus({ preventScroll: true });
  }, [result]);

  async function send(request: QuoteRequest) {
    setResult(null);
    // Files still uploading belong to this request: wait for them, then send those that made it.
    await uploads.settled();
    const files = request.designOption === "upload" ? uploads.uploaded() : [];
    const reply = await sendJson<unknown>("/api/quote-request", {
      ...request,
      uploadedFiles: files.map((file) => file.name),
      uploadIds: files.map((file) => file.id),
      ...(savedLogo && { savedLogoId: savedLogo.id }),
    });
    if (!reply.ok) {
      // No answer (offline) reads as the fallback sentence too (docs/product.md#messages).
      const reason = (reply.status !== 0 && reply.error) || QUOTE_FALLBACK_ERROR;
      return setResult({ kind: "error", message: quoteFailureMessage(reason, supportEmail), seq: Date.now() });
    }
    reset(EMPTY_QUOTE);
    fillIn();
    uploads.reset();
    setResult({ kind: "success", message: QUOTE_SUCCESS_MESSAGE, seq: Date.now() });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // Enter in a field or a script's requestSubmit() while one is on its way sends nothing more.
        if (isSubmitting || missing.length > 0) return event.preventDefault();
        void handleSubmit(send, focusFirstError)(event);
      }}
      onFocus={schema.prefetch}
      aria-label="Print quote request"
      data-hydrated={hydrated || undefined}
      className="grid grid-cols-1 gap-6"
    >
      {result && (
        <Alert
          key={result.seq}
          ref={alertRef}
          tabIndex={-1}
          variant={result.kind === "success" ? "success" : "destructive"}
          role={result.kind === "success" ? "status" : "alert"}
          data-testid="quote-result"
          className="scroll-mt-24 text-base! outline-none focus-visible:ring-3 focus-visible:ring-ring/40 [&>svg]:size-5!"
        >
          {result.kind === "success" ? <Icon icon={CircleCheck} aria-hidden /> : <Icon icon={CircleAlert} aria-hidden />}
          <AlertDescription>{result.message}</AlertDescription>
        </Alert>
      )}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <ProductChoice control={control} />
          <PrintOptions control={control} />
          <DesignChoice
            control={control}
            uploads={uploads}
            disabled={isSubmitting}
            savedLogo={profile?.logo ?? null}
            sendSavedLogo={sendSavedLogo}
            onSendSavedLogoChange={setSendSavedLogo}
          />
          <BusinessInfoFields form={form} errors={errors.businessInfo} />
        </div>

        <aside aria-label="Your quote" className="lg:sticky lg:top-24">
          <OrderSummary
            product={product}
            quantity={Number(values.quantity)}
            rows={summaryRows(values, product, uploadedCount, Boolean(savedLogo))}
            submitting={isSubmitting}
            canSubmit={missing.length === 0}
            missing={missing}
          />
        </aside>
      </div>
    </form>
  );
}
