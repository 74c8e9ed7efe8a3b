import { Clock, Mail, Phone } from "lucide";
import { Icon } from "@/components/ui/icon";
import { env } from "@/lib/env";
import { LegalLink } from "./legal-link";

/** The support email, phone and hours from configuration, as a card in a legal document. */
export function LegalContact() {
  const { SUPPORT_EMAIL, CONTACT_PHONE, BUSINESS_HOURS } = env();
  return (
    <div className="rounded-lg border bg-surface p-5 sm:p-6">
      <p className="font-semibold text-ink">Viralize</p>
      <dl className="mt-4 space-y-4">
        <div className="flex gap-3">
          <dt>
            <Icon icon={Mail} className="mt-1 size-5 text-primary" aria-hidden />
            <span className="sr-only">Email</span>
          </dt>
          <dd>
            <LegalLink href={`mailto:${SUPPORT_EMAIL}`} className="break-all">
              {SUPPORT_EMAIL}
            </LegalLink>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Icon icon={Phone} className="mt-1 size-5 text-primary" aria-hidden />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>
            <LegalLink href={`tel:${CONTACT_PHONE.replace(/[^\d+]/g, "")}`}>{CONTACT_PHONE}</LegalLink>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Icon icon={Clock} className="mt-1 size-5 text-primary" aria-hidden />
            <span className="sr-only">Hours</span>
          </dt>
          <dd className="font-medium text-ink">{BUSINESS_HOURS}</dd>
        </div>
      </dl>
    </div>
  );
}
