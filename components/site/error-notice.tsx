"use client";

import { RotateCw, Wrench } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { PageNotice } from "./page-notice";

/**
 * What a visitor sees when a page fails on our side: a plain heading, one sentence, Try again
 * (asks the server again) and a way home. Never the error itself: production hides it anyway,
 * and a stack trace helps no contractor.
 *
 * Every page's first load carries the error boundaries that show this, so it stays plain: a full
 * page load home (the right way out of a broken page anyway) rather than the client router.
 */
export function ErrorNotice({ retry }: { retry: () => void }) {
  const actions = (
    <>
      <button type="button" className={buttonVariants({ size: "lg" })} onClick={retry}>
        <Icon icon={RotateCw} />
        Try again
      </button>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, not the client router, after a failure */}
      <a href="/" className={buttonVariants({ size: "lg", variant: "outline" })}>
        Back to Home
      </a>
    </>
  );
  return (
    <PageNotice role="alert" icon={Wrench} title="Something broke on our end" actions={actions}>
      This page didn&apos;t load, and it&apos;s not anything you did. Try again in a minute, or head back to the home page.
    </PageNotice>
  );
}
