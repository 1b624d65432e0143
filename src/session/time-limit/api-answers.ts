/** Whether a resource's URL is the portal's own backend: /api/ on the page's origin. */
export function isOwnApi(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && parsed.pathname.startsWith("/api/");
  } catch {
    return false;
  }
}

export type ObserverConstructor = new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, "observe" | "disconnect">;

/**
 * Calls onAnswer as each answer of the portal's own /api/ comes in, whoever asked: the shell's
 * client or the sub-application's own fetch or XMLHttpRequest, which no wrapper of the shell's
 * fetch would see. Only what arrives from now on (buffered false): what came before is not news.
 */
export function observeApiAnswers(origin: string, onAnswer: () => void, Observer: ObserverConstructor | undefined): () => void {
  if (Observer === undefined) return () => undefined;
  const observer = new Observer((list) => {
    if (list.getEntries().some((entry) => isOwnApi(entry.name, origin))) onAnswer();
  });
  observer.observe({ type: "resource", buffered: false });
  return () => observer.disconnect();
}
