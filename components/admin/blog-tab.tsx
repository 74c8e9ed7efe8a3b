import Link from "next/link";
import { ExternalLink, Newspaper, SearchX } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminBlogPost } from "@/lib/blog/admin-posts";
import { BLOG_POST_STATUSES } from "@/lib/validation/blog";
import type { Page } from "@/lib/admin/list-query";
import { CategoryBadge } from "@/components/blog/category-badge";
import { Button } from "@/components/ui/button";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import { adminHref, type ListState } from "./admin-url";
import { BlogPostEditor } from "./blog-post-editor";
import { ConfirmDeleteButton } from "./confirm-delete-button";
import { capitalizedOptions } from "./format";
import { formatDate } from "@/lib/time";
import { EmptyState, ListPanel } from "./list-parts";
import { ListToolbar } from "./list-toolbar";
import { BlogStatusBadge } from "./status-badge";

const DEFAULT_SORT = "-updatedAt";
const none = <span className="text-muted-foreground">—</span>;

const COLUMNS: ListColumn<AdminBlogPost>[] = [
  {
    header: "Title",
    sort: "title",
    phone: "title",
    className: "whitespace-normal md:max-w-md",
    cell: (post) => (
      <>
        <span className="line-clamp-2 font-medium text-ink">{post.title}</span>
        <span className="block text-xs break-all text-muted-foreground md:truncate">/blog/{post.slug}</span>
      </>
    ),
  },
  { header: "Status", phone: "status", cell: (post) => <BlogStatusBadge status={post.status} /> },
  { header: "Category", phone: "half", cell: (post) => <CategoryBadge category={post.category} /> },
  {
    header: "Published",
    sort: "publishedAt",
    descendingFirst: true,
    phone: "hidden",
    className: "whitespace-nowrap",
    cell: (post) => (post.publishedAt ? formatDate(post.publishedAt) : none),
  },
  { header: "Updated", sort: "updatedAt", descendingFirst: true, phone: "half", className: "whitespace-nowrap", cell: (post) => formatDate(post.updatedAt) },
  {
    header: "Actions",
    hideHeader: true,
    phone: "action",
    cell: (post) => (
      <div className="flex flex-wrap items-center gap-2 md:flex-nowrap md:justify-end">
        {post.status === "published" && (
          <Button asChild variant="ghost" size="phoneSm">
            <a href={`/blog/${post.slug}`} target="_blank" rel="noopener" aria-label={`View post ${post.title} on the blog (opens in a new tab)`}>
              <Icon icon={ExternalLink} aria-hidden />
              View
            </a>
          </Button>
        )}
        <BlogPostEditor post={post} />
        <ConfirmDeleteButton
          endpoint={`/api/admin/blog-posts/${post.id}`}
          label={`Delete post ${post.title}`}
          title={`Delete \u201c${post.title}\u201d?`}
          description={`${post.status === "published" ? "It comes off the blog right away and its link stops working. " : ""}The post and its text are gone for good. To take it down but keep it, unpublish it instead.`}
          confirm="Delete post"
          deleted={{ title: "Post deleted.", description: post.status === "published" ? "It's off the blog for good." : undefined }}
          failed="Couldn't delete the post"
        />
      </div>
    ),
  },
];

/** The Contractor Growth Blog's posts, drafts included: write, publish, unpublish, delete. */
export function BlogTab({ page, state }: { page: Page<AdminBlogPost>; state: ListState }) {
  const filtered = Boolean(state.q || state.status);
  return (
    <>
      <AdminPageHeading
        title="Blog"
        description="Tips that bring contractors to the site. Drafts stay private until you publish them."
        action={<BlogPostEditor />}
      />
      <ListPanel
        tools={
          <ListToolbar
            key={`${state.q}|${state.status}`}
            tab="blog"
            q={state.q ?? ""}
            sort={state.sort}
            filters={[{ param: "status", label: "Status", allLabel: "All statuses", value: state.status, options: capitalizedOptions(BLOG_POST_STATUSES) }]}
            searchLabel="Search posts"
            placeholder="Title, category or tag"
          />
        }
      >
        <AdminList
          label="Blog posts table"
          className="md:min-w-[56rem]"
          columns={COLUMNS}
          rows={page.rows}
          rowKey={(post) => post.id}
          rowTestId={(post) => `blog-row-${post.slug}`}
          sorting={{ tab: "blog", state, defaultSort: DEFAULT_SORT }}
          paging={{ tab: "blog", state, page, label: "Blog post pages" }}
          empty={
            filtered ? (
              <EmptyState
                icon={SearchX}
                title="No posts match this search."
                action={
                  <Button asChild variant="outline" className="h-11">
                    <Link href={adminHref("blog")}>Show all posts</Link>
                  </Button>
                }
              >
                Try a word from the title, a category such as SEO, or an exact tag.
              </EmptyState>
            ) : (
              <EmptyState icon={Newspaper} title="No blog posts yet.">
                Hit New Post and write the first one: a job story, a pricing tip or a how-to your customers search for.
              </EmptyState>
            )
          }
        />
      </ListPanel>
    </>
  );
}
