import { Mail, Phone } from "lucide";
import { Icon } from "@/components/ui/icon";

// A plain line on a wide screen; on a phone a 44 px chip, the whole address in its title when cut short.
const LINK =
  "inline-flex min-h-11 max-w-full min-w-0 items-center gap-2 rounded-md border border-border bg-surface px-3 text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none md:flex md:min-h-0 md:rounded-none md:border-0 md:bg-transparent md:px-0";

/** Someone's email and phone as mailto: and tel: links, for the admin's lists. */
export function ContactLinks({ email, phone }: { email: string; phone: string }) {
  return (
    <span className="flex flex-wrap gap-2 md:block md:space-y-0.5">
      <a href={`mailto:${email}`} title={email} className={LINK}>
        <Icon icon={Mail} className="size-4 shrink-0 md:hidden" aria-hidden />
        <span className="min-w-0 truncate [font-feature-settings:'calt'_0]">{email}</span>
      </a>
      <a href={`tel:${phone}`} title={phone} className={LINK}>
        <Icon icon={Phone} className="size-4 shrink-0 md:hidden" aria-hidden />
        <span className="min-w-0 truncate">{phone}</span>
      </a>
    </span>
  );
}
