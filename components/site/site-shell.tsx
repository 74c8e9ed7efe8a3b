import { ChatWidget } from "@/components/chat/chat-widget";
import { BlogIndexSkeleton } from "@/components/blog/blog-index-skeleton";
import { StoreSkeleton } from "@/components/store/store-skeleton";
import { PageWhileLoading } from "./page-while-loading";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** What stands in for these pages from the click on a link to them until they render. */
const SKELETONS = { "/store": <StoreSkeleton />, "/blog": <BlogIndexSkeleton /> };

/** Header, main content, footer, the chat button and the navigation's progress bar: every public page, the 404 page included. */
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
        <PageWhileLoading skeletons={SKELETONS}>{children}</PageWhileLoading>
      </main>
      <SiteFooter />
      <ChatWidget />
    </>
  );
}
