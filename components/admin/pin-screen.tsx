import Link from "next/link";
import { ShieldAlert, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { PinKeypad } from "@/components/admin/pin-keypad";

const glow = "[text-shadow:0_0_10px_rgb(74_222_128/0.65)]";

/**
 * The secret-agency PIN screen (docs/product.md#admin-pin): near-black terminal, monospace, green glow.
 * The one page outside the brand look (docs/brand.md#colour).
 */
export function PinScreen() {
  return (
    <main className="relative isolate flex min-h-dvh flex-1 items-center justify-center overflow-hidden bg-[#020503] px-4 py-8 font-mono text-green-300 selection:bg-green-400 selection:text-black">
      {/* Backdrop: a faint radial glow and scanlines, behind the terminal. */}
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgb(34_197_94/0.14),transparent_65%)]" />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[repeating-linear-gradient(to_bottom,rgb(74_222_128/0.06)_0px,rgb(74_222_128/0.06)_1px,transparent_1px,transparent_4px)]"
      />

      <div className="w-full max-w-sm rounded-lg border border-green-500/50 bg-[#030a05] p-5 shadow-[0_0_40px_rgb(34_197_94/0.18)] sm:p-7">
        <div className="flex items-center justify-between gap-3 border-b border-green-500/30 pb-3 text-xs tracking-widest text-green-400">
          <span>VIRALIZE // SECURE TERMINAL</span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="size-2 rounded-full bg-green-400 shadow-[0_0_8px_rgb(74_222_128)] animate-pulse" />
            ONLINE
          </span>
        </div>

        <header className="mt-5 text-center">
          <Icon icon={ShieldAlert} aria-hidden className="mx-auto size-10 text-green-400 drop-shadow-[0_0_8px_rgb(74_222_128/0.7)]" />
          <h1 className={`mt-3 text-xl font-bold tracking-[0.15em] sm:text-2xl text-green-300 ${glow}`}>RESTRICTED ACCESS</h1>
          <p className="mt-2 text-sm text-green-400">Identity check required. Enter your 6-digit clearance code.</p>
        </header>

        <div className="mt-5">
          <PinKeypad />
        </div>

        <div className="mt-6 flex gap-2.5 rounded-md border border-amber-400/60 bg-amber-950/30 p-3 text-xs leading-relaxed font-semibold tracking-wide text-amber-300">
          <Icon icon={TriangleAlert} aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>WARNING: UNAUTHORIZED ACCESS IS PROHIBITED. ALL ATTEMPTS ARE LOGGED.</p>
        </div>

        <p className="mt-5 text-center text-xs">
          <Link
            href="/"
            className="rounded-sm text-green-400 underline underline-offset-4 hover:text-green-200 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-green-200"
          >
            EXIT TO MAIN SITE
          </Link>
        </p>
      </div>
    </main>
  );
}
