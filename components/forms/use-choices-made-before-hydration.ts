"use client";

import { useEffectEvent, useLayoutEffect, type RefObject } from "react";

/**
 * Radios are the browser's own, so a visitor can pick one before the page has hydrated. React
 * leaves the DOM as it is while hydrating, but its next render would set each radio back to the
 * state it holds: this reads the checked radios named `names` inside `container` in the layout
 * phase (after the component's own layout effects, such as react-hook-form's subscriptions, when
 * called after them; before anything re-renders) and hands them to `adopt`, which makes them state.
 */
export function useChoicesMadeBeforeHydration<Name extends string>(
  container: RefObject<HTMLElement | null>,
  names: readonly Name[],
  adopt: (checked: Partial<Record<Name, string>>) => void,
) {
  const readChecked = useEffectEvent(() => {
    const root = container.current;
    if (!root) return;
    const checked: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const radio = root.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`);
      if (radio) checked[name] = radio.value;
    }
    adopt(checked);
  });
  useLayoutEffect(() => readChecked(), []);
}
