"use client";

import Link from "next/link";
import { RotateCw, Wrench } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * What a visitor sees when a page fails on our side: a plain heading, one sentence, Try again
 * (asks the server again) and a way home. Never the error itself: production hides it anyway,
 * and a stack trace helps no contractor.
 */
export function ErrorNotice({ retry }: { retry: () => void }) {
  return (
    <section role="alert" className="container-page flex flex-col items-center py-20 text-center sm:py-24">
      <Wrench className="size-14 text-primary" aria-hidden />
      <h1 className="mt-6 text-4xl font-bold">Something broke on our end</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        This page didn&apos;t load, and it&apos;s not anything you did. Try again in a minute, or head back to the home page.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={retry}>
          <RotateCw aria-hidden />
          Try again
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      </div>
    </section>
  );
}
