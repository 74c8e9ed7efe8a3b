import { Logo } from "@/components/site/logo";
import { SignOutEverywhereButton } from "@/components/auth/sign-out-everywhere-button";
import { LogoutButton } from "./logout-button";

/** The navy bar over every dashboard tab: brand, who is signed in, Sign out everywhere and Log Out. */
export function AdminTopBar({ email }: { email: string }) {
  return (
    <header className="bg-ink text-white">
      <div className="container-page flex min-h-16 items-center justify-between gap-3 py-2">
        <div className="flex min-w-0 items-center gap-3">
          <Logo className="text-white focus-visible:ring-3 focus-visible:ring-white/70 focus-visible:outline-none" />
          <span className="rounded-full border border-white/25 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-200 uppercase">Admin</span>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <p className="hidden min-w-0 truncate text-sm text-slate-200 sm:block" title={email}>
            Signed in as <span className="font-medium text-white">{email}</span>
          </p>
          <SignOutEverywhereButton look="dark" className="max-sm:hidden" />
          <LogoutButton />
        </div>
      </div>
      <div className="container-page flex items-center justify-between gap-2 pb-1 sm:hidden">
        <p className="min-w-0 truncate text-xs text-slate-200">
          Signed in as <span className="font-medium text-white">{email}</span>
        </p>
        <SignOutEverywhereButton look="dark" />
      </div>
    </header>
  );
}
