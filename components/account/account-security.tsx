import { Link } from "@/components/ui/link";
import { KeyRound, MonitorSmartphone } from "lucide";
import { authLinkClass } from "@/components/auth/auth-card";
import { SignOutEverywhereButton } from "@/components/auth/sign-out-everywhere-button";
import { Icon } from "@/components/ui/icon";
import { ChangePasswordForm } from "./change-password-form";

const card = "rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6";

function CardHeading({ id, icon, children }: { id: string; icon: typeof KeyRound; children: React.ReactNode }) {
  return (
    <h3 id={id} className="flex items-center gap-3 text-xl font-semibold text-ink">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
        <Icon icon={icon} className="size-5" />
      </span>
      {children}
    </h3>
  );
}

/** /account's sign-in and security: a new password, and signing out on every device. */
export function AccountSecurity({ hasPassword }: { hasPassword: boolean }) {
  return (
    <section aria-labelledby="security" className="mt-12">
      <h2 id="security" className="text-2xl font-bold">
        Sign-in and security
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="change-password" className={card}>
          <CardHeading id="change-password" icon={KeyRound}>
            Change your password
          </CardHeading>
          {hasPassword ? (
            <>
              <p className="mt-2 mb-5 text-sm text-muted-foreground">
                You stay signed in here. Every other phone or computer signed in to your account is signed out.
              </p>
              <ChangePasswordForm />
            </>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">
              You sign in with Google, so there&apos;s no password to change. Want to log in with your email too?{" "}
              <Link href="/forgot-password" className={authLinkClass}>
                Set a password by email
              </Link>
            </p>
          )}
        </section>
        <section aria-labelledby="sign-out-everywhere" className={card}>
          <CardHeading id="sign-out-everywhere" icon={MonitorSmartphone}>
            Sign out everywhere
          </CardHeading>
          <p className="mt-2 mb-5 text-sm text-muted-foreground">
            Lost a phone, or logged in on a shared computer at the office? This signs your account out on every device, this one included. You&apos;ll log in
            again with your password.
          </p>
          <SignOutEverywhereButton />
        </section>
      </div>
    </section>
  );
}
