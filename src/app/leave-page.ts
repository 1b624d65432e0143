/**
 * A full page load that happens once per destination. Startup, run again by the session alert's
 * retry, may decide again to send the user to the same sign-in page: a second load of that url
 * would abort the first one in flight, a request wasted on a slow link and a navigation that
 * browsers and test tools report as failed. A page brought back from the back-forward cache is
 * live again and may leave again.
 */
export function createLeavePage(win: Pick<Window, "location" | "addEventListener">): (url: string) => void {
  let leavingTo: string | null = null;
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) leavingTo = null;
  });
  return (url) => {
    if (url === leavingTo) return;
    leavingTo = url;
    win.location.assign(url);
  };
}
