import { Link } from "@/components/ui/link";
import { LogoMark } from "./logo-mark";

/** The wordmark linking home. On every page's first load, so it joins classes without tailwind-merge: callers add, never override. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={`flex rounded-md ${className ?? ""}`} aria-label="Viralize home">
      <LogoMark />
    </Link>
  );
}
