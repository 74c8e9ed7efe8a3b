import { Link } from "@/components/ui/link";
import { TriangleAlert } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { RESET_LINK_MINUTES, RESET_LINK_UNUSABLE } from "@/lib/validation/password";

/** What a dead reset link (expired, used or unknown) shows: the sentence and the way to a new one. */
export function ResetLinkUnusable({ message = RESET_LINK_UNUSABLE }: { message?: string }) {
  return (
    <div className="grid gap-5">
      <div role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-4">
        <Icon icon={TriangleAlert} className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-1 text-sm">
          <p className="font-semibold text-ink">{message}</p>
          <p className="text-muted-foreground">Each link works once, for {RESET_LINK_MINUTES} minutes. A new one takes a few seconds.</p>
        </div>
      </div>
      <Link href="/forgot-password" className={`${buttonVariants({ size: "lg" })} w-full`}>
        Get a New Link
      </Link>
    </div>
  );
}
