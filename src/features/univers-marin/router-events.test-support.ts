/** A router's page event (onResolved, onBeforeLoad) that a test fires itself. */
export function pathnameEvents() {
  const listeners = new Set<(pathname: string) => void>();
  return {
    subscribe: (listener: (pathname: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire: (pathname: string) => listeners.forEach((listener) => listener(pathname)),
    listening: () => listeners.size,
  };
}
