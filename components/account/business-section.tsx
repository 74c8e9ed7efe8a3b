"use client";

import { Building2, Pencil } from "lucide";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { addressOnOneLine } from "@/lib/business-profile/address";
import type { BusinessProfile } from "@/lib/business-profile/profile";
import { BusinessProfileForm } from "./business-profile-form";
import { SavedLogoTile } from "./saved-logo";

const CARD = "mt-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6";

function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={value ? "mt-0.5 font-medium break-words text-ink" : "mt-0.5 text-muted-foreground"}>{value || "Not added yet"}</dd>
    </div>
  );
}

/**
 * /account's business profile: what the customer told us about their business (from a plan
 * start, a quote request, or here), with their logo, and the form that edits it.
 */
export function BusinessSection({ profile, trades, hasPlan }: { profile: BusinessProfile | null; trades: string[]; hasPlan: boolean }) {
  const [editing, setEditing] = useState(false);

  return (
    <section aria-labelledby="your-business" className="mt-10 scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="your-business" className="text-2xl font-bold">
          Your business
        </h2>
        <p className="text-sm text-muted-foreground">Saved once, filled in for you on quote requests, plan sign-ups and checkout.</p>
      </div>
      {editing ? (
        <div className={CARD}>
          <BusinessProfileForm profile={profile} trades={trades} onDone={() => setEditing(false)} />
        </div>
      ) : profile ? (
        <div className={CARD}>
          <div className="grid gap-6 sm:grid-cols-[8rem_minmax(0,1fr)]">
            <SavedLogoTile logo={profile.logo} className="size-32" />
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
              <Detail label="Business name" value={profile.businessName} />
              <Detail label="Trade" value={profile.trade} />
              <Detail label="Phone" value={profile.phone} />
              <Detail label="Service area" value={profile.serviceArea} />
              <Detail label="Website" value={profile.website} />
              <Detail label="Address" value={profile.address ? addressOnOneLine(profile.address) : ""} />
            </dl>
          </div>
          <div className="mt-6 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {hasPlan
                ? "Changes here update your website plan's details too: we build your site from them."
                : "Keep it current and every form starts filled in."}
            </p>
            <Button variant="outline" size="touch" onClick={() => setEditing(true)} className="sm:self-auto">
              <Icon icon={Pencil} aria-hidden />
              Edit business details
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-input bg-card px-6 py-10 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
            <Icon icon={Building2} className="size-8" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">No business details yet</h3>
          <p className="mt-2 max-w-md text-muted-foreground">
            Add your business name, phone, address and logo once. We fill them in on quote requests, plan sign-ups and checkout.
          </p>
          <Button size="lg" className="mt-6" onClick={() => setEditing(true)}>
            Add your business details
          </Button>
        </div>
      )}
    </section>
  );
}
