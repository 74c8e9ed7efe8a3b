/**
 * A value only the browser knows, as a store for useSyncExternalStore: `before` in the server's
 * HTML and while React hydrates, then `read(current)` once, in a task of its own after the one in
 * which the first component subscribed. React subscribes in the task that ends hydration, a
 * page's longest: reading cookies or local storage waits on the browser's own process, and the
 * re-render of everything that asks made that task longer still. `set` changes it at any time.
 */
export function readAfterHydration<T>(before: T, read: (current: T) => T) {
  let value = before;
  let scheduled = false;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    value = next;
    listeners.forEach((notify) => notify());
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (!scheduled) {
        scheduled = true;
        window.setTimeout(() => set(read(value)), 0);
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: (): T => value,
    getServerSnapshot: (): T => before,
    set,
  };
}
