/**
 * Requests /env.js, the runtime configuration written at container start, and settles once it
 * has run or failed: getConfig then reads what it set, or reports it missing. The page's entry
 * asks for it with the app's code, after the first paint, rather than from the page's head,
 * where it took bandwidth from the stylesheet and fonts the first paint waits for.
 */
export function loadRuntimeConfig(src = "/env.js"): Promise<void> {
  return new Promise((settle) => {
    const script = document.createElement("script");
    script.src = src;
    script.addEventListener("load", () => settle());
    script.addEventListener("error", () => settle());
    document.head.append(script);
  });
}
