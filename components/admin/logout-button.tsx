"use client";

import { LoaderCircle, LogOut } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { useLogOut } from "@/components/auth/use-log-out";

const LOOKS = {
  // On the admin's navy top bar.
  dark: "shrink-0 text-white hover:bg-white/10 hover:text-white focus-visible:ring-white/70 focus-visible:ring-offset-ink max-sm:h-11",
  // In the phone's menu, under Sign out everywhere.
  light: "h-11 w-full",
};

/** POST /api/auth/logout, then a full reload at / (GET /api/logout signs out if that fails). */
export function LogoutButton({ look = "dark" }: { look?: keyof typeof LOOKS }) {
  const { pending, logOut } = useLogOut("/");

  return (
    <Button variant={look === "dark" ? "ghost" : "outline"} className={LOOKS[look]} disabled={pending} onClick={logOut}>
      {pending ? <Icon icon={LoaderCircle} className="animate-spin" aria-hidden /> : <Icon icon={LogOut} aria-hidden />}
      {pending ? "Logging out..." : "Log Out"}
    </Button>
  );
}
