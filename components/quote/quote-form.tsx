"use client";

import { useEffect, useRef, useState, type FormEvent, type HTMLInputTypeAttribute } from "react";
import { CircleAlert, CircleCheck, Clock, LayoutTemplate, Upload } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useHydrated } from "@/components/site/use-hydrated";
import { PRINT_PRODUCTS, findPrintProduct, type PrintProductId } from "@/lib/content/print-products";
import { formatDollars } from "@/lib/format/money";
import {
  CORNER_OPTIONS,
  DESIGN_OPTIONS,
  FINISH_OPTIONS,
  PAPER_OPTIONS,
  QUANTITY_OPTIONS,
  QUOTE_DEFAULTS,
  quoteRequestSchema,
} from "@/lib/validation/quote";
import { cn } from "@/lib/utils/cn";
import { ChoiceGroup, type Choice } from "./choice-group";
import { FileUpload } from "./file-upload";
import { OrderSummary, type SummaryRow } from "./order-summary";
import { QUOTE_FALLBACK_ERROR, QUOTE_SUCCESS_MESSAGE, interestNote, quoteFailureMessage } from "./quote-messages";
import { QuoteSection } from "./quote-section";
import { useFileUploads } from "./use-file-uploads";

type BusinessInfo = {
  businessName: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
  website: string;
  services: string;
  specialRequests: string;
};

type Options = { product: string; paper: string; finish: string; corners: string; quantity: string; designOption: string };

type FieldName = keyof Options | keyof BusinessInfo;
type Result = { kind: "success" | "error"; message: string; seq: number };

const EMPTY_INFO: BusinessInfo = { businessName: "", contactPerson: "", phone: "", email: "", address: "", website: "", services: "", specialRequests: "" };

const DEFAULT_OPTIONS: Options = {
  product: "",
  paper: QUOTE_DEFAULTS.paper,
  finish: QUOTE_DEFAULTS.finish,
  corners: QUOTE_DEFAULTS.corners,
  quantity: String(QUOTE_DEFAULTS.quantity),
  designOption: QUOTE_DEFAULTS.designOption,
};

/** SPEC §5: Request Quote stays disabled until these have something in them. */
const REQUIRED: { name: "product" | keyof BusinessInfo; label: string }[] = [
  { name: "product", label: "product type" },
  { name: "businessName", label: "business name" },
  { name: "contactPerson", label: "contact person" },
  { name: "phone", label: "phone" },
  { name: "email", label: "email" },
];

/** The order fields are checked in page order, so the first error found is the first on screen. */
const FIELD_ORDER: FieldName[] = ["product", "paper", "finish", "corners", "quantity", "designOption", "businessName", "contactPerson", "phone", "email", "address", "website", "services", "specialRequests"];

type InfoField = {
  name: keyof BusinessInfo;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  inputMode?: "tel" | "email" | "url";
  wide?: boolean;
};

const INFO_FIELDS: InfoField[] = [
  { name: "businessName", label: "Business Name", autoComplete: "organization", placeholder: "Your company name", required: true },
  { name: "contactPerson", label: "Contact Person", autoComplete: "name", placeholder: "Who should we call?", required: true },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", placeholder: "(555) 123-4567", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@yourbusiness.com", required: true },
  { name: "address", label: "Business Address", autoComplete: "address-line1", placeholder: "123 Main St, Springfield", wide: true },
  { name: "website", label: "Website", type: "url", autoComplete: "url", placeholder: "https://yourbusiness.com" },
  { name: "services", label: "Services You Offer", placeholder: "Roof repair, gutters, storm damage" },
];

const PRODUCT_CHOICES: Choice[] = PRINT_PRODUCTS.map((product) => ({
  value: product.id,
  label: product.title,
  ribbon: product.popular ? "Most Popular" : undefined,
  detail: (
    <span>
      <span className="text-base font-bold text-ink">{formatDollars(product.price)}</span> for {product.quantity}
    </span>
  ),
  extra: (
    <span className="inline-flex items-center gap-1.5">
      <Icon icon={Clock} aria-hidden className="size-3.5 shrink-0" />
      {product.turnaround}
    </span>
  ),
}));

/** "Premium (216-270gsm)" -> label "Premium", detail "216-270gsm" */
const PAPER_CHOICES: Choice[] = PAPER_OPTIONS.map((option) => {
  const [, name = option.label, weight] = /^(.*?)\s*\((.*)\)$/.exec(option.label) ?? [];
  return { value: option.value, label: name, detail: weight };
});

const FINISH_CHOICES: Choice[] = FINISH_OPTIONS.map((option) => ({ value: option.value, label: option.label }));

const CORNER_CHOICES: Choice[] = CORNER_OPTIONS.map((option) => ({
  value: option.value,
  label: option.label,
  adornment: (
    <svg aria-hidden viewBox="0 0 28 18" className="h-[18px] w-7 text-muted-foreground">
      <rect x="1" y="1" width="26" height="16" rx={option.value === "rounded" ? 5 : 0} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  ),
}));

const QUANTITY_CHOICES: Choice[] = QUANTITY_OPTIONS.map((quantity) => ({ value: String(quantity), label: quantity.toLocaleString("en-US") }));

const DESIGN_SHORT: Record<string, string> = { template: "Our template", upload: "My own design" };
const DESIGN_CHOICES: Choice[] = DESIGN_OPTIONS.map((option) => ({
  value: option.value,
  label: option.label,
  adornment: option.value === "template" ? <Icon icon={LayoutTemplate} aria-hidden className="size-5 text-primary" /> : <Icon icon={Upload} aria-hidden className="size-5 text-primary" />,
  detail: option.value === "template" ? "We lay out your logo, services and phone number on a proven design." : "Send print-ready artwork or a logo for us to work from.",
}));

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

/** Reads the server's answer as JSON with an error field (SPEC §7); anything else is a failure. */
async function submitQuote(payload: unknown): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await fetch("/api/quote-request", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "include",
      body: JSON.stringify(payload),
    });
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true };
    const error = data && typeof data === "object" ? (data as Record<string, unknown>).error : undefined;
    return { ok: false, message: typeof error === "string" && error.trim() ? error.trim() : QUOTE_FALLBACK_ERROR };
  } catch {
    return { ok: false, message: QUOTE_FALLBACK_ERROR };
  }
}

/** /customize-order: the print quote request form (SPEC §2, §4, §5, §8). */
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
  const [options, setOptions] = useState<Options>({ ...DEFAULT_OPTIONS, product: initialProduct?.id ?? "" });
  const [info, setInfo] = useState<BusinessInfo>({
    ...EMPTY_INFO,
    businessName: initialBusinessName,
    specialRequests: initialProduct ? interestNote(initialProduct.title) : "",
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const submittingRef = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const uploads = useFileUploads();
  const hydrated = useHydrated();

  const product = findPrintProduct(options.product);
  const values: Record<string, string> = { ...options, ...info };
  const missing = REQUIRED.filter((field) => !values[field.name]?.trim()).map((field) => field.label);
  const uploadedCount = uploads.entries.filter((entry) => entry.status === "uploaded").length;

  useEffect(() => {
    if (!result) return;
    const alert = alertRef.current;
    if (!alert) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    alert.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
    alert.focus({ preventScroll: true });
  }, [result]);

  function clearError(name: FieldName) {
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function setOption(name: keyof Options, value: string) {
    setOptions((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  function setInfoField(name: keyof BusinessInfo, value: string) {
    setInfo((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  function buildPayload() {
    const files = options.designOption === "upload" ? uploads.uploaded() : [];
    return {
      product: options.product,
      paper: options.paper,
      finish: options.finish,
      corners: options.corners,
      quantity: Number(options.quantity),
      designOption: options.designOption,
      uploadedFiles: files.map((file) => file.name),
      uploadIds: files.map((file) => file.id),
      businessInfo: info,
    };
  }

  /** Zod's answer as one message per field; focuses the first field that needs fixing. */
  function validate(): boolean {
    const parsed = quoteRequestSchema.safeParse(buildPayload());
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[issue.path.length - 1];
      if (typeof name === "string" && FIELD_ORDER.includes(name as FieldName)) found[name as FieldName] ??= issue.message;
    }
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      const target = document.querySelector<HTMLElement>(first === "product" ? '[data-field="product"] [role="radio"]' : `#quote-${first}`);
      target?.focus();
      target?.scrollIntoView({ block: "center" });
    } else {
      setResult({ kind: "error", message: quoteFailureMessage(parsed.error.issues[0]?.message ?? QUOTE_FALLBACK_ERROR, supportEmail), seq: Date.now() });
    }
    return false;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittingRef.current || missing.length > 0) return;
    if (!validate()) return;
    submittingRef.current = true;
    setSubmitting(true);
    setResult(null);
    try {
      // Files still uploading belong to this request: wait for them, then send those that made it.
      await uploads.settled();
      const parsed = quoteRequestSchema.safeParse(buildPayload());
      if (!parsed.success) {
        validate();
        return;
      }
      const outcome = await submitQuote(parsed.data);
      if (outcome.ok) {
        setOptions(DEFAULT_OPTIONS);
        setInfo(EMPTY_INFO);
        setErrors({});
        uploads.reset();
        setResult({ kind: "success", message: QUOTE_SUCCESS_MESSAGE, seq: Date.now() });
      } else {
        setResult({ kind: "error", message: quoteFailureMessage(outcome.message, supportEmail), seq: Date.now() });
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  const summaryRows: SummaryRow[] = [
    { label: "Product", value: product?.title ?? "Not selected", muted: !product },
    { label: "Paper", value: labelOf(PAPER_OPTIONS, options.paper) },
    { label: "Finish", value: labelOf(FINISH_OPTIONS, options.finish) },
    { label: "Corners", value: labelOf(CORNER_OPTIONS, options.corners) },
    { label: "Quantity", value: `${Number(options.quantity).toLocaleString("en-US")} pieces` },
    { label: "Design", value: DESIGN_SHORT[options.designOption] ?? options.designOption },
    {
      label: "Files",
      value: options.designOption === "upload" ? (uploadedCount === 1 ? "1 file" : `${uploadedCount} files`) : "None needed",
      muted: options.designOption !== "upload",
    },
  ];

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Print quote request" data-hydrated={hydrated || undefined} className="grid grid-cols-1 gap-6">
      {result && (
        <Alert
          key={result.seq}
          ref={alertRef}
          tabIndex={-1}
          variant={result.kind === "success" ? "success" : "destructive"}
          role={result.kind === "success" ? "status" : "alert"}
          data-testid="quote-result"
          className="scroll-mt-24 text-base outline-none focus-visible:ring-3 focus-visible:ring-ring/40 [&>svg]:size-5 [&>svg]:translate-y-0.5"
        >
          {result.kind === "success" ? <Icon icon={CircleCheck} aria-hidden /> : <Icon icon={CircleAlert} aria-hidden />}
          <AlertDescription>{result.message}</AlertDescription>
        </Alert>
      )}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <QuoteSection id="quote-product" step={1} title="Product type" description="Prices are listed starting prices. Your quote has the exact price for your options.">
            <div data-field="product">
              <ChoiceGroup
                labelledBy="quote-product-title"
                describedBy={errors.product ? "quote-product-error" : undefined}
                value={options.product}
                onValueChange={(value) => setOption("product", value)}
                choices={PRODUCT_CHOICES}
                required
                invalid={Boolean(errors.product)}
                className="sm:grid-cols-2 xl:grid-cols-3"
              />
              <FieldError id="quote-product-error" message={errors.product} />
            </div>
          </QuoteSection>

          <QuoteSection id="quote-paper" step={2} title="Paper quality" description="Heavier stock feels sturdier in the hand.">
            <ChoiceGroup
              labelledBy="quote-paper-title"
              value={options.paper}
              onValueChange={(value) => setOption("paper", value)}
              choices={PAPER_CHOICES}
              className="sm:grid-cols-3"
            />
            <FieldError id="quote-paper-error" message={errors.paper} />
          </QuoteSection>

          <QuoteSection id="quote-finish" step={3} title="Finish" description="Matte reads easily and takes a pen; gloss makes colors pop.">
            <ChoiceGroup
              labelledBy="quote-finish-title"
              value={options.finish}
              onValueChange={(value) => setOption("finish", value)}
              choices={FINISH_CHOICES}
              size="compact"
              className="sm:grid-cols-3"
              tileClassName="gap-2 px-2.5"
            />
            <FieldError id="quote-finish-error" message={errors.finish} />
          </QuoteSection>

          <QuoteSection id="quote-corners" step={4} title="Corner style" description="Rounded corners stand out in a stack of cards.">
            <ChoiceGroup
              labelledBy="quote-corners-title"
              value={options.corners}
              onValueChange={(value) => setOption("corners", value)}
              choices={CORNER_CHOICES}
              size="compact"
              className="min-[400px]:grid-cols-2 sm:grid-cols-3"
              tileClassName="gap-2 px-2.5"
            />
            <FieldError id="quote-corners-error" message={errors.corners} />
          </QuoteSection>

          <QuoteSection id="quote-quantity" step={5} title="Quantity" description="Pieces per order.">
            <ChoiceGroup
              labelledBy="quote-quantity-title"
              value={options.quantity}
              onValueChange={(value) => setOption("quantity", value)}
              choices={QUANTITY_CHOICES}
              size="compact"
              className="grid-cols-2 min-[400px]:grid-cols-3 sm:grid-cols-6"
              tileClassName="gap-2 px-2.5"
            />
            <FieldError id="quote-quantity-error" message={errors.quantity} />
          </QuoteSection>

          <QuoteSection id="quote-design" step={6} title="Design option" description="Start from one of our layouts or send your own artwork.">
            <ChoiceGroup
              labelledBy="quote-design-title"
              value={options.designOption}
              onValueChange={(value) => setOption("designOption", value)}
              choices={DESIGN_CHOICES}
              className="sm:grid-cols-2"
            />
            <FieldError id="quote-designOption-error" message={errors.designOption} />
            {options.designOption === "upload" && (
              <div className="mt-4">
                <FileUpload entries={uploads.entries} onAdd={uploads.addFiles} onRemove={uploads.remove} disabled={submitting} />
              </div>
            )}
          </QuoteSection>

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
                <TextField
                  key={field.name}
                  field={field}
                  value={info[field.name]}
                  error={errors[field.name]}
                  onChange={(value) => setInfoField(field.name, value)}
                />
              ))}
              <div className="grid gap-2 sm:col-span-2">
                <Label htmlFor="quote-specialRequests">Special Requests</Label>
                <Textarea
                  id="quote-specialRequests"
                  name="specialRequests"
                  rows={4}
                  value={info.specialRequests}
                  onChange={(event) => setInfoField("specialRequests", event.target.value)}
                  placeholder="Sizes, colors, deadlines, anything we should know"
                  aria-invalid={errors.specialRequests ? true : undefined}
                  aria-describedby={errors.specialRequests ? "quote-specialRequests-error" : undefined}
                />
                <FieldError id="quote-specialRequests-error" message={errors.specialRequests} />
              </div>
            </div>
          </QuoteSection>
        </div>

        <aside aria-label="Your quote" className="lg:sticky lg:top-24">
          <OrderSummary product={product} rows={summaryRows} submitting={submitting} canSubmit={missing.length === 0} missing={missing} />
        </aside>
      </div>
    </form>
  );
}

function TextField({
  field,
  value,
  error,
  onChange,
}: {
  field: InfoField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `quote-${field.name}`;
  return (
    <div className={cn("grid gap-2", field.wide && "sm:col-span-2")}>
      <Label htmlFor={id}>
        {field.label}
        {field.required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      <Input
        id={id}
        name={field.name}
        type={field.type ?? "text"}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        required={field.required}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-destructive">
      <Icon icon={CircleAlert} aria-hidden className="size-4 shrink-0" />
      {message}
    </p>
  );
}
