import { notFound } from "next/navigation";
import { productForParam } from "@/components/store/product-data";

/**
 * Decides "no such product" before anything streams, so the answer carries status 404: the
 * skeleton of loading.tsx (beside this file) would otherwise start a 200 response first.
 * The product's not-found.tsx sits one level up, around this layout.
 */
export default async function ProductExistsLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  if (!(await productForParam((await params).id))) notFound();
  return children;
}
