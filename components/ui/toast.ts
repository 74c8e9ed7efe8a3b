import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * Toasts whose library loads with the first one: pages where nobody is notified of anything
 * never download it. <Toaster> (in the root layout) mounts it on request; each call resolves
 * once its toast is on screen.
 */

type Sonner = typeof sonnerToast;
type Kind = "success" | "error" | "warning" | "info";

let mountToaster: (() => void) | null = null;
let requested = false;
let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => (markReady = resolve));

/** Called by <Toaster> when it mounts: `mount` loads and renders the toast region. */
export function onToastRequested(mount: () => void): () => void {
  mountToaster = mount;
  if (requested) mount();
  return () => {
    mountToaster = null;
  };
}

/** Called once the toast region is rendered and listening. */
export function toasterMounted(sonner: Sonner): void {
  markReady(sonner);
}

function show(kind: Kind, title: string, options?: ExternalToast): Promise<void> {
  if (!requested) {
    requested = true;
    mountToaster?.();
  }
  return ready.then((sonner) => {
    sonner[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  warning: (title: string, options?: ExternalToast) => show("warning", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
  /** Clears the toasts on screen; before the first toast there is nothing to load or clear. */
  dismiss: () => {
    if (requested) void ready.then((sonner) => sonner.dismiss());
  },
};
