import { Logo } from "@/components/site/logo";
import { SignOutEverywhereButton } from "@/components/auth/sign-out-everywhere-button";
import { AdminMenu } from "./admin-menu";
import type { AdminSectionLink } from "./admin-sections";
import { LogoutButton } from "./logout-button";

/**
 * The navy bar over every dashboard tab: brand, who is signed in, Sign out everywhere and Log Out.
 * On a phone it is one slim row whose Menu holds the sections and the account's buttons.
 */
export function AdminTopBar({ email, links }: { email: string; links: AdminSectionLink[] }) {
  return (
    <header className="bg-ink text-white">
      <div className="container-page flex min-h-14 items-center justify-between gap-3 py-1.5 md:min-h-16">
        <div className="flex min-w-0 items-center gap-3">
          <Logo className="min-h-11 items-center text-white focus-visible:ring-3 focus-visible:ring-white/70 focus-visible:outline-none" />
          <span className="rounded-full border border-white/25 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-200 uppercase">Admin</span>
        </div>
        <div className="flex min-w-0 items-center gap-2 max-md:hidden">
          <p className="hidden min-w-0 truncate text-sm text-slate-200 lg:block" title={email}>
            Signed in as <span className="font-medium text-white">{email}</span>
          </p>
          <SignOutEverywhereButton look="dark" />
          <LogoutButton />
        </div>
        <AdminMenu links={links} email={email} />
      </div>
    </header>
  );
}
