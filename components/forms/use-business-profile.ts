"use client";

import { useCallback, useEffect, useEffectEvent, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useSignedInHint } from "@/components/site/use-signed-in-hint";
import type { BusinessProfile } from "@/lib/business-profile/profile";

/**
 * The signed-in customer's business profile for a form on a page rendered for everyone (the quote
 * form, the checkout): asked for once the browser is known to be signed in, null until it answers
 * (and for everyone else). Each form asks afresh: the profile may have changed on /account since.
 */
function useBusinessProfile(): BusinessProfile | null {
  const signedIn = useSignedInHint();
  const [profile, setProfile] = useState<BusinessProfile | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    void fetch("/api/account/business-profile", { credentials: "include", cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ profile: BusinessProfile | null }>) : null))
      .then((body) => active && setProfile(body?.profile ?? null))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [signedIn]);
  return profile;
}

/**
 * Fills a form's empty fields from the signed-in customer's business profile as soon as it
 * arrives (`fields` says which field takes what), never over what the customer typed: the profile,
 * and `fillIn` to do it again (after the form was reset).
 */
export function useFilledFromBusinessProfile<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "getValues" | "setValue">,
  fields: (profile: BusinessProfile) => Partial<Record<Path<Values>, string>>,
): { profile: BusinessProfile | null; fillIn: () => void } {
  const profile = useBusinessProfile();
  const fillIn = useCallback(() => {
    if (!profile) return;
    for (const [name, value] of Object.entries(fields(profile)) as [Path<Values>, string | undefined][]) {
      if (value && !String(form.getValues(name) ?? "").trim()) form.setValue(name, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
    }
  }, [profile, form, fields]);
  const fillOnArrival = useEffectEvent(fillIn);
  useEffect(() => {
    if (profile) fillOnArrival();
  }, [profile]);
  return { profile, fillIn };
}
