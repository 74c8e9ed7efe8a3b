import { ShieldCheck } from "lucide";
import { LegalPage } from "@/components/legal/legal-page";
import { Icon } from "@/components/ui/icon";
import { legalDocument, legalPageMetadata } from "@/lib/legal/documents";

// The words are in content/legal/privacy-policy.md (docs/product.md#legal-pages).
export const metadata = legalPageMetadata("privacy-policy");

export default function PrivacyPolicyPage() {
  return <LegalPage document={legalDocument("privacy-policy")} icon={<Icon icon={ShieldCheck} />} />;
}
