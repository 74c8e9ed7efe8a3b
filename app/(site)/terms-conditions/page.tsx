import { FileText } from "lucide";
import { LegalPage } from "@/components/legal/legal-page";
import { Icon } from "@/components/ui/icon";
import { legalDocument, legalPageMetadata } from "@/lib/legal/documents";

// The words are in content/legal/terms-conditions.md (docs/product.md#legal-pages).
export const metadata = legalPageMetadata("terms-conditions");

export default function TermsConditionsPage() {
  return <LegalPage document={legalDocument("terms-conditions")} icon={<Icon icon={FileText} />} />;
}
