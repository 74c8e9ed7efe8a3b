import { ChatWidget } from "@/components/chat/chat-widget";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main content, footer and the chat button: every public page, the 404 page included. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ChatWidget />
    </>
  );
}
