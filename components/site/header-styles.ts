/** The header's link looks, shared by its server-rendered shell and its client parts. */
export const desktopLink =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-200 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none";
export const currentDesktopLink = "text-white underline decoration-highlight decoration-2 underline-offset-8";
export const mobileLink =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-100 hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none";
