import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** A labelled input with its error message underneath (wired up by the caller's aria props). */
export function AuthField({ label, htmlFor, error, errorId, children }: { label: string; htmlFor: string; error?: string; errorId: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
