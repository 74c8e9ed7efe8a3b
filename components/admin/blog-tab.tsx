import Link from "next/link";
import { ExternalLink, Newspaper, SearchX } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminBlogPost } from "@/lib/admin/blog-posts";
import { BLOG_POST_STATUSES } from "@/lib/validation/blog";
import type { Page } from "@/lib/admin/list-query";
import { CategoryBadge } from "@/components/blog/category-badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";
import { adminHref, type ListState } from "./admin-url";
import { BlogPostEditor } from "./blog-post-editor";
import { ConfirmDeleteButton } from "./confirm-delete-button";
import { capitalizedOptions } from "./format";
import { formatDate } from "@/lib/time";
import { EmptyState, ListPanel, Pagination, SortableHead } from "./list-parts";
import { ListToolbar } from "./list-toolbar";
import { BlogStatusBadge } from "./status-badge";

const DEFAULT_SORT = "-updatedAt";
const WIDE = "hidden md:table-cell";

/** The Contractor Growth Blog's posts, drafts included: write, publish, unpublish, delete. */
export function BlogTab({ page, state }: { page: Page<AdminBlogPost>; state: ListState }) {
  const filtered = Boolean(state.q || state.status);
  const sort = (column: string, label: string, descendingFirst = false, className?: string) => (
    <SortableHead tab="blog" state={state} column={column} defaultSort={DEFAULT_SORT} descendingFirst={descendingFirst} className={className}>
      {label}
    </SortableHead>
  );

  return (
    <ListPanel
      title="Blog Posts"
      description="Tips that bring contractors to the site. Drafts stay private until you publish them."
      action={<BlogPostEditor />}
      tools={<ListToolbar key={`${state.q}|${state.status}`} tab="blog" q={state.q ?? ""} sort={state.sort} filters={[{ param: "status", label: "Status", allLabel: "All statuses", value: state.status, options: capitalizedOptions(BLOG_POST_STATUSES) }]} searchLabel="Search posts" placeholder="Title, slug, excerpt, category or tag" />}
    >
      {page.total === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="No posts match this search."
            action={
              <Button asChild variant="outline">
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
      ) : (
        <>
          {/* On a phone the badges move under the title and the dates wait for a wider screen, so Edit stays in view. */}
          <Table label="Blog posts table" className="md:min-w-[60rem]">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {sort("title", "Title")}
                <TableHead scope="col" className="hidden md:table-cell">
                  Status
                </TableHead>
                <TableHead scope="col" className="hidden md:table-cell">
                  Category
                </TableHead>
                {sort("publishedAt", "Published", true, WIDE)}
                {sort("updatedAt", "Updated", true, WIDE)}
                <TableHead scope="col">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.rows.map((post) => (
                <TableRow key={post.id} data-testid={`blog-row-${post.slug}`}>
                  <TableCell className="max-w-md whitespace-normal">
                    <span className="line-clamp-2 font-medium text-ink">{post.title}</span>
                    <span className="block text-xs break-all text-muted-foreground md:truncate">/blog/{post.slug}</span>
                    <span className="mt-1.5 flex flex-wrap gap-1.5 md:hidden">
                      <BlogStatusBadge status={post.status} />
                      <CategoryBadge category={post.category} />
                    </span>
                  </TableCell>
                  <TableCell className={WIDE}>
                    <BlogStatusBadge status={post.status} />
                  </TableCell>
                  <TableCell className={WIDE}>
                    <CategoryBadge category={post.category} />
                  </TableCell>
                  <TableCell className={cn(WIDE, "whitespace-nowrap")}>{post.publishedAt ? formatDate(post.publishedAt) : <span className="text-muted-foreground">—</span>}</TableCell>
                  <TableCell className={cn(WIDE, "whitespace-nowrap")}>{formatDate(post.updatedAt)}</TableCell>
                  <TableCell>
                    <div className="flex flex-col items-stretch justify-end gap-1 md:flex-row md:items-center md:gap-2">
                      {post.status === "published" && (
                        <Button asChild variant="ghost" size="sm" className="h-10">
                          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener" aria-label={`View post ${post.title} on the blog (opens in a new tab)`}>
                            <Icon icon={ExternalLink} aria-hidden />
                            View
                          </a>
                        </Button>
                      )}
                      <BlogPostEditor post={post} publishedOn={post.publishedAt ? formatDate(post.publishedAt) : undefined} />
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {page.rows.length === 0 && <p className="px-4 py-6 text-center text-sm text-muted-foreground">Nothing on this page.</p>}
        </>
      )}
      <Pagination tab="blog" state={state} page={page.page} total={page.total} pageSize={page.pageSize} label="Blog post pages" />
    </ListPanel>
  );
}
