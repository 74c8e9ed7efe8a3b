"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** SPEC §9: one toast at a time, 5000 ms, dismissed by swiping right, F8 focuses the region. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}

export { Toaster };
