"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { LoaderCircle, Trash2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { adminRequest } from "./admin-request";

/** Delete, after a confirmation: DELETE /api/admin/blog-posts/{id}. */
export function DeleteBlogPostButton({ id, title, published }: { id: number; title: string; published: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    setDeleting(true);
    const result = await adminRequest("DELETE", `/api/admin/blog-posts/${id}`);
    setDeleting(false);
    if (result.ok) {
      setOpen(false);
      toast.success("Post deleted.", { description: published ? "It's off the blog for good." : undefined });
      router.refresh();
    } else {
      toast.error("Couldn't delete the post", { description: result.error });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-10 text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={`Delete post ${title}`}>
          <Icon icon={Trash2} aria-hidden />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete &ldquo;{title}&rdquo;?</AlertDialogTitle>
          <AlertDialogDescription>
            {published ? "It comes off the blog right away and its link stops working. " : ""}
            The post and its text are gone for good. To take it down but keep it, unpublish it instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} disabled={deleting} onClick={confirm}>
            {deleting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {deleting ? "Deleting..." : "Delete post"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
