import type { PortalConfig } from "../../config/config";
import type { ImportMap } from "../../config/schema";
import type { LoadedCatalogs } from "../../i18n/catalogs";
import { isUniversMarinPath } from "../../route-table/univers-marin-path";
import type { EarlyAnswers, EarlyFetch } from "./early-answers";
import { earlySessionLetsModuleRegister } from "./early-session";
import { type UniversMarinHost, browserHostDeps, createUniversMarinHost } from "./host";
import { type ModulePaint, createModulePaint } from "./module-paint";
import { sendModulePageRequests } from "./module-page-requests";
import { universMarinEntry } from "./module-url";
import { UNIVERS_MARIN_MOUNT_ID } from "./mount-element";
import { readOverrideMap } from "./override-map";
import type { ShellBridge } from "./props";

/** The limits of univers-marin's start; a wait below without one says why. */
export const UNIVERS_MARIN_START = {
  /** The session's answers the entry sent: the API client's timeout, which the app's own reading keeps. */
  sessionAnswers: { capMs: 10_000 },
  /** The module's stylesheets, before its content counts as painted. */
  stylesheets: { capMs: 3000 },
} as const;

/** What the page's entry gives the start (src/boot/entry.ts). */
export interface StartPage {
  readonly location: Pick<Location, "pathname" | "origin">;
  readonly doc: Document;
  /** Settles once env.js has run and the test user id is kept. */
  readonly configured: Promise<PortalConfig>;
  readonly labelFiles: Promise<LoadedCatalogs>;
  /** The root holds this very page's export, which the app will hydrate around the module's element. */
  readonly exportedHere: boolean;
}

/** What the start hands the shell: the load plan waits for its paint, the app's boot joins the rest. */
export interface UniversMarinStart {
  readonly host: UniversMarinHost;
  readonly modulePaint: ModulePaint;
  readonly early: EarlyAnswers;
  /** The module was started in the exported frame, before the app. */
  readonly beforeApp: boolean;
  /** Once the app's router exists (src/boot/boot-app.tsx). */
  readonly followRouter: (router: RouterEvents) => void;
  /** Once the app's reading of the session lets the module register (src/session/startup.ts). */
  readonly registerWithShell: (bridge: ShellBridge) => void;
}

export interface RouterEvents {
  readonly onBeforeLoad: (listener: (pathname: string) => void) => () => void;
  readonly onResolved: (listener: (pathname: string) => void) => () => void;
}

export interface StartMakers {
  readonly host: (overrides: Promise<ImportMap>) => UniversMarinHost;
  readonly fetch?: EarlyFetch;
}

const BROWSER: StartMakers = { host: (overrides) => createUniversMarinHost(browserHostDeps(overrides)) };

/** univers-marin's start in order, as a single-spa root config reads: the module's address, registration, start, mount. */
export function startUniversMarin(page: StartPage, make: StartMakers = BROWSER): UniversMarinStart {
  const { location, doc, configured, labelFiles } = page;
  // 1. This browser's overrides, once env.js has run. No limit: env.js is asked for until the
  //    connection gives it, and overrides whose code fails to load leave the deployed modules.
  const overrides = configured.then((config) => readOverrideMap(config));
  // 2. On a /univers-marin page, what needs nothing of the app: the session's answers asked for
  //    now, main.js preloaded once its address is known (after step 1).
  const moduleUrl = Promise.all([configured, overrides]).then(([config, map]) => universMarinEntry(config, map));
  const early = sendModulePageRequests(location, moduleUrl, doc, make.fetch);
  // 3. The host: single-spa and SystemJS load on its first activation, register once the door is
  //    open, mount once the frame is on the page (single-spa's lifecycle limits, single-spa-host.ts).
  const host = make.host(overrides);
  // The one door to registration, opened once env.js has run and the test user id is kept.
  const register = () => void configured.then(() => host.register());
  // 4. Painted: mounted, its stylesheets in (at most `stylesheets`), a frame shown; or failed,
  //    offline, or a shell page reached.
  const stylesheetsCapMs = UNIVERS_MARIN_START.stylesheets.capMs;
  const modulePaint = createModulePaint({ doc, pathname: location.pathname, status: host.status, stylesheetsCapMs });
  // 5. Before the app, in this page's exported frame: activated now; registered once the label
  //    files are in (no limit: a file that fails is only logged) and the answers allow it (at most `sessionAnswers`).
  const beforeApp = page.exportedHere && startBeforeApp(location, doc, host);
  const mayRegister = async () => {
    const [, catalogs] = await Promise.all([configured, labelFiles]);
    const capMs = UNIVERS_MARIN_START.sessionAnswers.capMs;
    return catalogs.complete && (await earlySessionLetsModuleRegister({ pathname: location.pathname, early, capMs }));
  };
  if (beforeApp) void mayRegister().then((allowed) => allowed && register());
  return {
    host,
    modulePaint,
    early,
    beforeApp,
    // 6. With the app's router: a /univers-marin page activates before it loads; a shell page opens the paint gate.
    followRouter({ onBeforeLoad, onResolved }) {
      activateOnUniversMarinPages(host, location.pathname, onBeforeLoad);
      modulePaint.followPages(onResolved);
    },
    // 7. With the app's session: the shell lent, then the door (no limit: the app's calls have their own).
    registerWithShell(bridge) {
      host.lendShell(bridge);
      register();
    },
  };
}

/**
 * On a page opened at a /univers-marin address, whose content is the module's and which needs
 * nothing of the app's code: the module is activated in the exported mount element, and the app
 * then hydrates around it (UniversMarinFrame leaves its element's content alone). Returns whether
 * it did: nothing starts on another page, nor on one with no mount element exported (npm start's pages).
 */
export function startBeforeApp(
  location: Pick<Location, "pathname">,
  doc: Document,
  host: Pick<UniversMarinHost, "frame" | "activate">,
): boolean {
  if (!isUniversMarinPath(location.pathname)) return false;
  const element = doc.getElementById(UNIVERS_MARIN_MOUNT_ID);
  if (!element) return false;
  host.frame.set(element);
  host.activate();
  return true;
}

/**
 * The page the app starts on, if it is a /univers-marin page, and every /univers-marin page the
 * router is about to load, before its frame renders: single-spa then loads beside the route's
 * code. A second activation adds nothing.
 */
export function activateOnUniversMarinPages(
  host: Pick<UniversMarinHost, "activate">,
  pathname: string,
  onBeforeLoad: (listener: (pathname: string) => void) => () => void,
): () => void {
  const activate = (path: string) => {
    if (isUniversMarinPath(path)) host.activate();
  };
  activate(pathname);
  return onBeforeLoad(activate);
}
