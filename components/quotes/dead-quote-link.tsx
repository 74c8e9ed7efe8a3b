import { Link } from "@/components/ui/link";
import { Link2Off } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";

/** A quote link that can't be used (unknown, withdrawn or expired): why, and the way back to the print shop. */
export function DeadQuoteLink({ reason }: { reason: string }) {
  return (
    <div className="bg-surface">
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
          <Icon icon={Link2Off} className="size-8" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">This quote link can&apos;t be used</h1>
        <p className="mt-2 max-w-md text-muted-foreground">{reason}</p>
        <Link href="/print-shop" className={`${buttonVariants({ size: "lg" })} mt-6`}>
          Back to the Print Shop
        </Link>
      </div>
    </div>
  );
}
