"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { PinDisplay } from "@/components/admin/pin-display";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { cn } from "@/lib/utils/cn";

/** The PIN has 6 digits and its check takes at least 1 second (docs/product.md#admin-pin). */
const PIN_LENGTH = 6;
const VERIFY_DELAY_MS = 1000;
const PIN_LENGTH_ERROR = "ACCESS DENIED - INVALID PIN LENGTH";
const NETWORK_ERROR = "CONNECTION FAILED - CHECK YOUR NETWORK AND TRY AGAIN.";
const systemError = (status: number) => `ACCESS DENIED - SYSTEM ERROR (${status})`;

type Phase = "entering" | "verifying" | "granted";
type Outcome = { ok: true } | { ok: false; message: string };

const DIGIT_ROWS = [
  ["1", "2", "3"],
  ["4", "5", "6"],
  ["7", "8", "9"],
] as const;

async function verifyPin(pin: string): Promise<Outcome> {
  const reply = await sendJson<{ success?: unknown }>("/api/admin/pin", { pin });
  if (reply.ok) return reply.data.success === true ? { ok: true } : { ok: false, message: systemError(200) };
  if (reply.status === 0) return { ok: false, message: NETWORK_ERROR };
  return { ok: false, message: reply.error ?? systemError(reply.status) };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const keyBase =
  "flex h-16 items-center justify-center rounded-md border font-mono transition-[background-color,box-shadow,transform] select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-solid focus-visible:outline-green-200 active:scale-[0.97] disabled:cursor-not-allowed";

/**
 * The admin PIN keypad (docs/product.md#admin-pin): digits, CLR and ENTER as buttons, plus the physical
 * keyboard (digits, Backspace, Enter, Escape). The server checks the PIN; the "verifying" state
 * lasts at least a second, then the admin goes to /admin or sees the denial and starts over.
 */
export function PinKeypad() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pin, setPin] = useState("");
  const [phase, setPhase] = useState<Phase>("entering");
  const [error, setError] = useState<string | null>(null);
  // The latest PIN and whether a check is running, readable synchronously between key events.
  const pinRef = useRef("");
  const busyRef = useRef(false);

  const updatePin = (next: string) => {
    pinRef.current = next;
    setPin(next);
  };

  const pressDigit = (digit: string) => {
    if (busyRef.current || pinRef.current.length >= PIN_LENGTH) return;
    setError(null);
    updatePin(pinRef.current + digit);
  };

  const deleteDigit = () => {
    if (busyRef.current) return;
    setError(null);
    updatePin(pinRef.current.slice(0, -1));
  };

  const clearPin = () => {
    if (busyRef.current) return;
    setError(null);
    updatePin("");
  };

  const submit = async () => {
    if (busyRef.current) return;
    const entered = pinRef.current;
    if (entered.length !== PIN_LENGTH) {
      setError(PIN_LENGTH_ERROR);
      updatePin("");
      return;
    }
    busyRef.current = true;
    setError(null);
    setPhase("verifying");
    const [outcome] = await Promise.all([verifyPin(entered), wait(VERIFY_DELAY_MS)]);
    if (outcome.ok) {
      setPhase("granted");
      router.replace("/admin");
      router.refresh();
      return;
    }
    busyRef.current = false;
    updatePin("");
    setError(outcome.message);
    setPhase("entering");
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      pressDigit(event.key);
    } else if (event.key === "Backspace") {
      event.preventDefault();
      deleteDigit();
    } else if (event.key === "Escape") {
      clearPin();
    } else if (event.key === "Enter") {
      // A focused button or link answers its own Enter (a keyboard user pressing "5" types 5).
      if (event.repeat || target?.closest("button, a")) return;
      event.preventDefault();
      void submit();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  // Keys stay disabled until the page is interactive, so no press is lost before hydration.
  const locked = !hydrated || phase !== "entering";
  // Clicking or tapping a key should not move focus there, so the physical Enter key still submits.
  const keepFocus = (event: React.MouseEvent) => event.preventDefault();

  const digitKey = (digit: string) => (
    <button
      key={digit}
      type="button"
      disabled={locked}
      onMouseDown={keepFocus}
      onClick={() => pressDigit(digit)}
      className={cn(
        keyBase,
        "border-green-500/60 bg-green-950/40 text-2xl font-semibold text-green-300 [text-shadow:0_0_8px_rgb(74_222_128/0.6)] hover:bg-green-500/15 hover:shadow-[0_0_14px_rgb(34_197_94/0.35)] disabled:opacity-60",
      )}
    >
      {digit}
    </button>
  );

  return (
    <div className="flex flex-col gap-4">
      <PinDisplay length={PIN_LENGTH} filled={pin.length} denied={!!error} />

      <div className="flex min-h-12 items-center justify-center text-center text-sm font-semibold tracking-wider">
        {error ? (
          <p role="alert" className="text-red-400 [text-shadow:0_0_8px_rgb(248_113_113/0.6)]">
            {error}
          </p>
        ) : (
          <p role="status" className="text-green-300 [text-shadow:0_0_8px_rgb(74_222_128/0.6)]">
            {phase === "verifying" ? (
              <span className="animate-pulse">VERIFYING CREDENTIALS...</span>
            ) : phase === "granted" ? (
              "ACCESS GRANTED - OPENING CONSOLE..."
            ) : (
              <span className="text-green-500">&gt; AWAITING CLEARANCE CODE_</span>
            )}
          </p>
        )}
      </div>

      <div role="group" aria-label="PIN keypad" className="grid grid-cols-3 gap-3">
        {DIGIT_ROWS.flat().map(digitKey)}
        <button
          type="button"
          disabled={locked}
          onMouseDown={keepFocus}
          onClick={clearPin}
          aria-keyshortcuts="Escape"
          className={cn(
            keyBase,
            "border-amber-400/70 bg-amber-950/30 text-base font-bold tracking-widest text-amber-300 [text-shadow:0_0_8px_rgb(251_191_36/0.5)] hover:bg-amber-400/15 disabled:opacity-60",
          )}
        >
          CLR
        </button>
        {digitKey("0")}
        <button
          type="button"
          disabled={locked || pin.length !== PIN_LENGTH}
          onMouseDown={keepFocus}
          onClick={() => void submit()}
          aria-keyshortcuts="Enter"
          className={cn(
            keyBase,
            "border-green-400 bg-green-400 text-base font-bold tracking-widest text-black shadow-[0_0_18px_rgb(74_222_128/0.55)] hover:bg-green-300",
            "disabled:border-dashed disabled:border-green-700 disabled:bg-transparent disabled:text-green-600 disabled:shadow-none",
          )}
        >
          ENTER
        </button>
      </div>
    </div>
  );
}
