"use client";

import { useEffectEvent, useLayoutEffect, type RefObject } from "react";

/**
 * What a visitor entered in the server's HTML before the page hydrated: the checked radio of each
 * group, and a field's text when it differs from the value the server sent.
 */
function readEntries<Name extends string>(root: HTMLElement, names: readonly Name[]): Partial<Record<Name, string>> {
  const entries: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const inputs = [...root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
    const radio = inputs.find((input) => input.type === "radio" && input.checked);
    const typed = inputs.find((input) => input.type !== "radio" && input.value !== input.defaultValue);
    const value = radio?.value ?? typed?.value;
    if (value !== undefined) entries[name] = value;
  }
  return entries;
}

/**
 * Radios and fields are the browser's own, so a visitor can pick or type before the page has
 * hydrated. React leaves the DOM as it is while hydrating, but its next render would put each
 * controlled input back to the state it holds (or, in a part it renders again in the browser,
 * draw a fresh one). This reads the inputs named `names` inside `container` in the layout phase,
 * after the component's earlier layout effects (react-hook-form's subscriptions) and before
 * anything re-renders, and hands them to `adopt`, which makes them state.
 */
export function useEntriesMadeBeforeHydration<Name extends string>(
  container: RefObject<HTMLElement | null>,
  names: readonly Name[],
  adopt: (entries: Partial<Record<Name, string>>) => void,
) {
  const readAndAdopt = useEffectEvent(() => {
    if (container.current) adopt(readEntries(container.current, names));
  });
  useLayoutEffect(() => readAndAdopt(), []);
}
