import { SiteShell } from "@/components/site/site-shell";

/** /login, /signup and the password pages: the usual header and footer around one centred card. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell>
      <div className="bg-surface bg-[radial-gradient(ellipse_at_top,rgb(29_78_216/0.08),transparent_60%)]">
        <div className="container-page flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center gap-6 py-10 sm:py-16">{children}</div>
      </div>
    </SiteShell>
  );
}
