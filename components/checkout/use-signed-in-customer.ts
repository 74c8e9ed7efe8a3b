"use client";

import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useCurrentUser } from "@/components/site/use-current-user";
import { useSignedInHint } from "@/components/site/use-signed-in-hint";
import type { CustomerInfo, CustomerInfoInput } from "@/lib/validation/checkout";

/**
 * Fills a signed-in customer's name and email into the checkout's empty fields once their account
 * is known (only a browser holding the signed-in hint asks). What they typed meanwhile stays.
 */
export function useSignedInCustomer({ getValues, setValue }: Pick<UseFormReturn<CustomerInfoInput, unknown, CustomerInfo>, "getValues" | "setValue">) {
  const user = useCurrentUser(useSignedInHint());
  useEffect(() => {
    if (!user) return;
    const known = { firstName: user.firstName, lastName: user.lastName, email: user.email };
    for (const [name, value] of Object.entries(known) as [keyof typeof known, string | null][]) {
      if (value && !getValues(name)) setValue(name, value);
    }
  }, [user, getValues, setValue]);
}
