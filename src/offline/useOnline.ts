import { useSyncExternalStore } from "react";

const subscribeConnection = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};
const isOnline = () => window.navigator.onLine;
// The export renders every page as seen online.
const onlineAtExport = () => true;

/** Whether the browser says it is online, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, onlineAtExport);
}
