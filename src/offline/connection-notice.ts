/**
 * The connection-lost notice of every exported page (ConnectionNotice.tsx renders it hidden, in
 * the page's language), shown and hidden here from the browser's connection state. The page's
 * entry starts this before the app's code: a page opened from the worker's cache while offline
 * never boots the app (env.js needs the network), and must say so all the same.
 */
export const CONNECTION_NOTICE_ID = "connexion-perdue";
/** The notice's sentence for a sign-in or logout link followed offline. */
export const NETWORK_NEEDED_ATTRIBUTE = "data-network-needed";

/** Addresses that only the backend can answer: offline, following them would end on the browser's error page. */
const NEEDS_THE_NETWORK = /^\/(?:oauth2\/|login\/oauth2\/|logout$)/;

function needsTheNetwork(url: URL, pageOrigin: string): boolean {
  return url.origin === pageOrigin && NEEDS_THE_NETWORK.test(url.pathname);
}

export function startConnectionNotice(win: Window): () => void {
  const doc = win.document;
  const notice = () => doc.getElementById(CONNECTION_NOTICE_ID);
  const networkNeeded = () => notice()?.querySelector<HTMLElement>(`[${NETWORK_NEEDED_ATTRIBUTE}]`) ?? null;
  const update = () => {
    const element = notice();
    if (!element) return;
    element.hidden = win.navigator.onLine;
    const sentence = networkNeeded();
    if (sentence && win.navigator.onLine) sentence.hidden = true;
  };
  const onClick = (event: MouseEvent) => {
    if (win.navigator.onLine || !(event.target instanceof Element)) return;
    const link = event.target.closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !needsTheNetwork(new URL(link.href, win.location.href), win.location.origin)) return;
    event.preventDefault();
    update();
    const sentence = networkNeeded();
    if (sentence) sentence.hidden = false;
    notice()?.focus();
  };
  update();
  win.addEventListener("online", update);
  win.addEventListener("offline", update);
  doc.addEventListener("click", onClick, true);
  return () => {
    win.removeEventListener("online", update);
    win.removeEventListener("offline", update);
    doc.removeEventListener("click", onClick, true);
  };
}
