import { notFound } from "next/navigation";
import { getPost } from "@/lib/blog/posts";

/**
 * Decides "no such post" before anything streams, so the answer carries status 404: the
 * skeleton of loading.tsx (beside this file) would otherwise start a 200 response first.
 * The post's not-found.tsx sits one level up, around this layout.
 */
export default async function PostExistsLayout({ children, params }: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  if (!(await getPost((await params).slug))) notFound();
  return children;
}
