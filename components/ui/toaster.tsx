"use client";

import { useEffect, useState, type ComponentType } from "react";
import { onToastRequested } from "./toast";

/** Where toasts appear: empty until the first one is asked for, then the lazily loaded Sonner region. */
export function Toaster() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      onToastRequested(() => {
        void import("./sonner-toaster").then((module) => setRegion(() => module.SonnerToaster));
      }),
    [],
  );
  return Region ? <Region /> : null;
}
