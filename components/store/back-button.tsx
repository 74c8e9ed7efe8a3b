"use client";

import { useRouter } from "next/navigation";
import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";

type NavigationLike = { canGoBack?: boolean };

/** Goes to the previous page of this site; a visitor who arrived here directly goes to the store. */
export function BackButton() {
  const router = useRouter();

  function back() {
    // The Navigation API knows whether the previous entry is one of our pages; older browsers
    // only tell us whether there is any history at all.
    const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
    const canGoBack = typeof navigation?.canGoBack === "boolean" ? navigation.canGoBack : window.history.length > 1;
    if (canGoBack) router.back();
    else router.push("/store");
  }

  return (
    <button type="button" className={`${buttonVariants({ variant: "subtle", size: "touch" })} -ml-4`} onClick={back}>
      <Icon icon={ArrowLeft} aria-hidden />
      Back
    </button>
  );
}
