"use client";

import type { ComponentType, SVGProps } from "react";
import { toast } from "@/components/ui/toast";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { AppleMark, GitHubMark, GoogleMark, XMark } from "./brand-icons";

type Provider = { name: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

/** Providers we show but have not connected yet (docs/product.md#log-in: a notice, nothing else). */
const COMING_SOON: Provider[] = [
  { name: "GitHub", icon: GitHubMark },
  { name: "X", icon: XMark },
  { name: "Apple", icon: AppleMark },
];

const socialButton = cn(buttonVariants({ variant: "outline" }), "h-11 w-full text-ink");

/**
 * Google sign-in is a plain link to /api/login: a full browser navigation, because the server
 * answers with a redirect to Google (or back to /login with a notice when it isn't set up).
 */
export function SocialSignIn() {
  return (
    <div className="grid gap-3">
      {/* A route handler, not a page: the lint rule reads app/api/[...path] (unknown API paths) as a page route. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/login" className={socialButton}>
        <GoogleMark className="size-5" />
        Continue with Google
      </a>
      <div className="grid grid-cols-3 gap-2">
        {COMING_SOON.map(({ name, icon: Icon }) => (
          <button
            key={name}
            type="button"
            className={cn(socialButton, "px-2")}
            aria-label={`Continue with ${name}`}
            onClick={() => toast.info(`We're working on ${name} integration`)}
          >
            <Icon className="size-[18px]" />
            <span>{name}</span>
          </button>
        ))}
      </div>
      <div className="my-2 flex items-center gap-3 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" aria-hidden />
        <span>or use your email</span>
        <span className="h-px flex-1 bg-border" aria-hidden />
      </div>
    </div>
  );
}
