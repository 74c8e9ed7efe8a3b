"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Controller, useForm, useWatch, type DefaultValues } from "react-hook-form";
import { ExternalLink, Eye, LoaderCircle, PencilLine, Plus, Send, Undo2 } from "lucide";
import { Field, fieldControl } from "@/components/forms/field";
import { FieldError } from "@/components/forms/field-error";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import type { AdminBlogPost } from "@/lib/blog/admin-posts";
import articleStyles from "@/components/blog/post-content.module.css";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { BLOG_CATEGORIES } from "@/lib/blog/categories";
import { cn } from "@/lib/utils/cn";
import {
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  blogPostSchema,
  makeSlug,
  type BlogPostInput,
} from "@/lib/validation/blog";
import { adminRequest } from "./admin-request";
import { BlogImageButton } from "./blog-image-button";
import { BlogStatusBadge } from "./status-badge";
import { TagsInput } from "./tags-input";
import { usePostPreview } from "./use-post-preview";

type FormValues = z.input<typeof blogPostSchema>;
type Pane = "write" | "preview";

const EMPTY: DefaultValues<FormValues> = { title: "", slug: "", excerpt: "", content: "", category: undefined, tags: [], published: false };

function valuesOf(post?: AdminBlogPost): DefaultValues<FormValues> {
  if (!post) return EMPTY;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category as FormValues["category"],
    tags: post.tags,
    published: post.status === "published",
  };
}

/** What the toast says after a save, by where the post was and where it is now. */
function savedMessage(wasPublished: boolean, published: boolean, slug: string): [string, string] {
  if (published && !wasPublished) return ["Post published.", `It's live at /blog/${slug}.`];
  if (published) return ["Changes saved.", "The live post shows them now."];
  if (wasPublished) return ["Post unpublished.", "It's off the blog and back to a draft."];
  return ["Draft saved.", "Only you can see it until you publish."];
}

/**
 * The blog post editor: New Post (no post) or Edit (a post). Content is markdown with a live
 * preview rendered by the blog's own renderer, side by side on a desktop and behind a
 * Write/Preview switch on a phone. The slug follows the title until it is edited (a saved post
 * keeps its address unless the slug is changed on purpose). `publishedOn` is the publication day,
 * formatted by the server on the store's clock.
 */
export function BlogPostEditor({ post, publishedOn }: { post?: AdminBlogPost; publishedOn?: string }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [pane, setPane] = useState<Pane>("write");
  const wasPublished = post?.status === "published";

  const {
    register,
    control: formControl,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues, unknown, BlogPostInput>({ resolver: zodResolver(blogPostSchema), defaultValues: valuesOf(post) });

  const content = useWatch({ control: formControl, name: "content" }) ?? "";
  const { preview, failed: previewFailed } = usePostPreview(content);
  const words = preview.words;

  const fieldId = (name: keyof FormValues) => `${id}-${name}`;

  // Where the caret was when the content box last lost focus (to the Add image button, say).
  const [caret, setCaret] = useState<number | null>(null);

  /** Puts an uploaded image's markdown on a line of its own where the caret is (or at the end). */
  function insertImage(markdown: string) {
    const text = getValues("content") ?? "";
    const at = Math.min(caret ?? text.length, text.length);
    const before = text.slice(0, at);
    const after = text.slice(at);
    const block = `${before && !before.endsWith("\n\n") ? (before.endsWith("\n") ? "\n" : "\n\n") : ""}${markdown}\n\n`;
    setValue("content", `${before}${block}${after.replace(/^\n+/, "")}`, { shouldDirty: true, shouldValidate: Boolean(errors.content) });
  }

  function openChange(next: boolean) {
    if (isSubmitting) return;
    if (next) {
      reset(valuesOf(post));
      setCaret(null);
      setSlugEdited(Boolean(post));
      setPane("write");
    }
    setOpen(next);
  }

  const save = (published: boolean) =>
    handleSubmit(async (values) => {
      const body = { ...values, published };
      const result = post ? await adminRequest("PATCH", `/api/admin/blog-posts/${post.id}`, body) : await adminRequest("POST", "/api/admin/blog-posts", body);
      if (!result.ok) {
        if (result.status === 409) setError("slug", { message: result.error }, { shouldFocus: true });
        toast.error("Couldn't save the post", { description: result.error });
        return;
      }
      const [title, description] = savedMessage(wasPublished, published, values.slug);
      toast.success(title, { description });
      setOpen(false);
      router.refresh();
    });

  const title = register("title", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugEdited) setValue("slug", makeSlug(event.target.value));
    },
  });
  const contentField = register("content", {
    onBlur: (event: React.FocusEvent<HTMLTextAreaElement>) => {
      setCaret(event.target.selectionStart);
    },
  });
  const slug = register("slug", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setSlugEdited(event.target.value.trim() !== ""),
    // Tidied when the admin leaves the box; emptied, it goes back to following the title.
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const tidy = makeSlug(event.target.value);
      if (!tidy) setSlugEdited(false);
      setValue("slug", tidy || makeSlug(getValues("title")), { shouldValidate: Boolean(errors.slug) });
    },
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        {post ? (
          <Button variant="outline" size="phoneSm" aria-label={`Edit post ${post.title}`}>
            <Icon icon={PencilLine} aria-hidden />
            Edit
          </Button>
        ) : (
          <Button size="phone">
            <Icon icon={Plus} aria-hidden />
            New Post
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        className="flex h-dvh max-h-dvh w-full max-w-none flex-col gap-0 overflow-hidden rounded-none border-0 p-0 sm:h-[calc(100dvh-2rem)] sm:max-h-[60rem] sm:w-[calc(100%-2rem)] sm:max-w-7xl sm:rounded-lg sm:border"
        // The title gets the caret without its text selected, so a first keystroke can't wipe it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          setFocus("title");
        }}
        // Unsaved work is not thrown away by a stray click or Escape; Cancel and Close still discard it.
        onInteractOutside={(event) => isDirty && event.preventDefault()}
        onEscapeKeyDown={(event) => isDirty && event.preventDefault()}
      >
        <DialogHeader className="border-b border-border px-4 py-4 sm:px-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <DialogTitle>{post ? "Edit post" : "New post"}</DialogTitle>
            {post && <BlogStatusBadge status={post.status} />}
            {post && wasPublished && (
              <a
                href={`/blog/${post.slug}`}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-8"
              >
                View on the blog
                <Icon icon={ExternalLink} className="size-3.5" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </div>
          <DialogDescription>{publishedOn ? `Live on the blog since ${publishedOn}.` : "Drafts stay off the blog until you publish."}</DialogDescription>
        </DialogHeader>

        <form noValidate aria-label={post ? "Edit post" : "New post"} className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          <div className="grid gap-4 lg:grid-cols-2">
            <Field id={fieldId("title")} label="Title" error={errors.title?.message}>
              {(control) => (
                <Input {...title} {...control} maxLength={BLOG_TITLE_MAX} placeholder="e.g. 5 ways to get more calls from Google" autoComplete="off" />
              )}
            </Field>
            <Field
              id={fieldId("slug")}
              label="Slug"
              error={errors.slug?.message}
              hint={post ? "Changing it moves the post to a new address." : "Made from the title until you edit it."}
            >
              {(control) => (
                <div className="flex rounded-md shadow-xs">
                  <span className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground">
                    /blog/
                  </span>
                  <Input {...slug} {...control} className="rounded-l-none! shadow-none!" autoComplete="off" autoCapitalize="none" spellCheck={false} />
                </div>
              )}
            </Field>
            <Field
              id={fieldId("excerpt")}
              label="Excerpt"
              error={errors.excerpt?.message}
              hint="One or two sentences for the blog cards and search results."
              className="lg:row-span-2 lg:grid-rows-[auto_1fr_auto]"
            >
              {(control) => (
                <Textarea {...register("excerpt")} {...control} rows={3} maxLength={BLOG_EXCERPT_MAX} className="min-h-20! resize-none lg:h-full" />
              )}
            </Field>
            <Field id={fieldId("category")} label="Category" error={errors.category?.message}>
              {(control) => (
                <Controller
                  name="category"
                  control={formControl}
                  render={({ field }) => (
                    <Select value={field.value ?? ""} onValueChange={field.onChange}>
                      <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
                        <SelectValue placeholder="Choose a category" />
                      </SelectTrigger>
                      <SelectContent>
                        {BLOG_CATEGORIES.map((category) => (
                          <SelectItem key={category} value={category}>
                            {category}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </Field>
            <Field id={fieldId("tags")} label="Tags" error={errors.tags?.message} hint={`Up to ${BLOG_TAGS_MAX}; the blog cards show the first 3.`}>
              {(control) => (
                <Controller
                  name="tags"
                  control={formControl}
                  render={({ field }) => (
                    <TagsInput
                      id={control.id}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      max={BLOG_TAGS_MAX}
                      maxLength={BLOG_TAG_MAX}
                      invalid={Boolean(control["aria-invalid"])}
                      describedBy={control["aria-describedby"]}
                    />
                  )}
                />
              )}
            </Field>
          </div>

          <div className="mt-6 grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="grid gap-1">
                <Label htmlFor={fieldId("content")}>Content</Label>
                <p
                  id={`${fieldId("content")}-syntax`}
                  className="text-xs text-muted-foreground [&_code]:rounded-sm [&_code]:bg-muted [&_code]:px-1 [&_code]:whitespace-nowrap"
                >
                  <code>## Heading</code>, <code>- bullet</code>, <code>**bold**</code>, <code>*italic*</code>, <code>[link](https://…)</code>,{" "}
                  <code>![photo](address)</code>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <BlogImageButton onUploaded={insertImage} />
                <div role="group" aria-label="Editor view" className="inline-flex rounded-md border border-input bg-muted p-0.5 lg:hidden">
                  <PaneButton active={pane === "write"} onClick={() => setPane("write")} icon={PencilLine}>
                    Write
                  </PaneButton>
                  <PaneButton active={pane === "preview"} onClick={() => setPane("preview")} icon={Eye}>
                    Preview
                  </PaneButton>
                </div>
              </div>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <div className={cn("grid gap-1.5", pane === "preview" && "hidden lg:grid")}>
                <Textarea
                  {...contentField}
                  {...fieldControl(fieldId("content"), errors.content?.message, ["syntax", "hint"])}
                  maxLength={BLOG_CONTENT_MAX}
                  className="h-[60dvh] min-h-72! resize-y font-mono text-sm! leading-relaxed lg:h-[32rem]"
                  placeholder={
                    "## Why it matters\n\nMost homeowners call the first contractor who picks up.\n\n- Answer within 5 minutes\n- Text back every missed call"
                  }
                />
                <p id={`${fieldId("content")}-hint`} className="text-xs text-muted-foreground tabular-nums">
                  {content.length.toLocaleString("en-US")} / {BLOG_CONTENT_MAX.toLocaleString("en-US")} characters
                </p>
                <FieldError id={`${fieldId("content")}-error`} message={errors.content?.message} />
              </div>
              <section
                aria-label="Preview"
                className={cn("flex flex-col overflow-hidden rounded-md border border-border bg-surface", pane === "write" && "hidden lg:flex")}
              >
                <div className="flex items-center justify-between border-b border-border bg-background px-4 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  <span>Preview</span>
                  {words > 0 && (
                    <span className="normal-case tabular-nums" data-testid="reading-time">
                      {words.toLocaleString("en-US")} {words === 1 ? "word" : "words"} · {preview.minutes} min read
                    </span>
                  )}
                </div>
                {previewFailed && (
                  <p role="status" className="border-b border-border bg-amber-50 px-4 py-2 text-sm text-amber-900">
                    The preview couldn&apos;t be refreshed. It shows your text as it was a moment ago.
                  </p>
                )}
                {preview.html ? (
                  // Safe: the server's renderer (lib/blog/markdown.ts) sanitises with an allow-list.
                  <div
                    className={cn(articleStyles.prose, "h-[60dvh] min-h-72 overflow-y-auto px-4 py-4 lg:h-[32rem] lg:px-6")}
                    data-testid="blog-preview"
                    dangerouslySetInnerHTML={{ __html: preview.html }}
                  />
                ) : (
                  <p className="flex h-[60dvh] min-h-72 items-center justify-center px-6 text-center text-sm text-muted-foreground lg:h-[32rem]">
                    Start writing and the formatted post shows up here.
                  </p>
                )}
              </section>
            </div>
          </div>
        </form>

        <DialogFooter className="flex-row items-center gap-2 border-t border-border bg-background px-4 py-3 sm:px-6">
          <DialogClose asChild>
            <Button type="button" variant="ghost" disabled={isSubmitting} className="hidden sm:inline-flex">
              Cancel
            </Button>
          </DialogClose>
          {wasPublished ? (
            <>
              <Button type="button" variant="outline" disabled={isSubmitting} onClick={save(false)} className="h-11 flex-1 sm:h-10 sm:flex-none">
                <Icon icon={Undo2} aria-hidden />
                Unpublish
              </Button>
              <Button type="button" disabled={isSubmitting} onClick={save(true)} className="h-11 flex-1 sm:h-10 sm:flex-none">
                {isSubmitting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
                Save changes
              </Button>
            </>
          ) : (
            <>
              <Button type="button" variant="outline" disabled={isSubmitting} onClick={save(false)} className="h-11 flex-1 sm:h-10 sm:flex-none">
                Save draft
              </Button>
              <Button type="button" disabled={isSubmitting} onClick={save(true)} className="h-11 flex-1 sm:h-10 sm:flex-none">
                {isSubmitting ? <Icon icon={LoaderCircle} className="animate-spin" aria-hidden /> : <Icon icon={Send} aria-hidden />}
                Publish
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PaneButton({ active, onClick, icon, children }: { active: boolean; onClick: () => void; icon: typeof Eye; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded px-3 md:min-h-10 text-sm font-medium transition-colors focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none",
        active ? "bg-background text-ink shadow-xs" : "text-muted-foreground hover:text-ink",
      )}
    >
      <Icon icon={icon} className="size-4" aria-hidden />
      {children}
    </button>
  );
}
