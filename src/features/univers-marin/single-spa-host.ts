/// <reference types="systemjs" />
// The shell's own pages load only the DSFR stylesheets they use; the sub-application may use
// any DSFR class, so the full stylesheet comes with its host, before it first mounts.
import "@codegouvfr/react-dsfr/dsfr/dsfr.min.css";
// The full SystemJS build: the minimal one (s.js) has no registry API, and a failed module must
// be deleted from the registry before it can be loaded again.
import "systemjs/dist/system.min.js";
import {
  type AppError,
  type AppProps,
  type LifeCycles,
  addErrorHandler,
  getAppNames,
  registerApplication,
  setBootstrapMaxTime,
  setMountMaxTime,
  setUnloadMaxTime,
  setUnmountMaxTime,
  start,
  unregisterApplication,
} from "single-spa";
import { type PortalConfig, getConfig } from "../../config/config";
import type { ImportMap } from "../../config/schema";
import { localeFromPath, localePrefix } from "../../i18n/locales";
import { readLifecycles } from "./lifecycles";
import { UNIVERS_MARIN_MODULE, moduleHost, retryUrl, universMarinModuleUrl } from "./module-url";
import { type ShellBridge, type UniversMarinProps, isShellPath } from "./props";
import { isUniversMarinPath } from "../../route-table/univers-marin-path";
import { UNIVERS_MARIN_LOAD, UNIVERS_MARIN_MOUNT, measured } from "./timings";
import { type FrameSlot, type UniversMarinStatus, markLoading } from "./state";

/** Spec 9: a timeout only logs (dieOnTimeout false), with a warning from 1000 ms. */
export const LIFECYCLE_TIMEOUTS = { bootstrap: 4000, mount: 3000, unmount: 3000, unload: 3000 } as const;
const DIE_ON_TIMEOUT = false;
const WARNING_MS = 1000;

type ShellProps = Omit<UniversMarinProps, "domElement">;
type ModuleProps = UniversMarinProps & AppProps;

/**
 * univers-marin's host as the module sees it: where its entry was taken from when this browser
 * overrides it (a build finds its files beside its entry), UNIVERS_MARIN_HOST otherwise.
 */
function universMarinHost(config: PortalConfig, overrides: ImportMap): string {
  const overridden = overrides.imports[UNIVERS_MARIN_MODULE];
  return overridden === undefined ? (config.UNIVERS_MARIN_HOST ?? "") : moduleHost(overridden);
}

function shellProps(bridge: ShellBridge, location: Location, overrides: ImportMap): ShellProps {
  const config = getConfig();
  return {
    language: localeFromPath(location.pathname),
    basePath: localePrefix(location.pathname),
    hosts: {
      universMarin: universMarinHost(config, overrides),
      qualification: config.QUALIFICATION_HOST,
      pmrBaseUrl: config.PMR_BASE_URL,
      navigationMaritimeBaseUrl: config.NAVIGATION_MARITIME_BASE_URL,
    },
    navigate: (path) => {
      if (isShellPath(path)) bridge.navigate(path);
      else console.error(`[univers-marin] navigate ignored: ${JSON.stringify(path)} is not a path of the portal.`);
    },
    user: bridge.currentUser?.() ?? null,
  };
}

/** What the single-spa host works with: the shell's bridge, and where the frame and its status live. */
export interface SingleSpaHostDeps {
  readonly bridge: ShellBridge;
  readonly status: UniversMarinStatus;
  readonly frame: FrameSlot;
  /** This browser's accepted module overrides (module-overrides.ts), added after the deployed map so that they win. */
  readonly overrides: ImportMap;
}

export interface SingleSpaHost {
  /**
   * Loads the module again without a page reload: the failed module leaves SystemJS's registry
   * and the application is registered afresh (single-spa never reloads a broken application).
   */
  readonly reload: () => Promise<void>;
}

/**
 * Registers the application and starts single-spa. single-spa keeps one registry per page:
 * the caller starts it once (host.ts).
 */
export function startSingleSpaHost({ bridge, status, frame, overrides }: SingleSpaHostDeps): SingleSpaHost {
  let loadedUrl: string | undefined;
  let retries = 0;

  // The map is added again at each read: env.js may have arrived since (a page opened offline),
  // and adding the same entries changes nothing. SystemJS lets a later map win: the overrides last.
  const currentModuleUrl = (): string | undefined => {
    const config = getConfig();
    if (config.IMPORT_MAP) System.addImportMap(config.IMPORT_MAP);
    if (Object.keys(overrides.imports).length > 0) System.addImportMap(overrides);
    return universMarinModuleUrl(config) === undefined ? undefined : retryUrl(System.resolve(UNIVERS_MARIN_MODULE), retries);
  };

  async function loadApplication(url: string): Promise<LifeCycles<ShellProps>> {
    markLoading(status);
    const module: unknown = await measured(UNIVERS_MARIN_LOAD, () => System.import(url));
    const lifecycles = readLifecycles<ModuleProps>(module, url);
    return {
      bootstrap: async (props) => lifecycles.bootstrap({ ...props, domElement: await frame.element() }),
      mount: async (props) => {
        markLoading(status);
        const domElement = await frame.element();
        await measured(UNIVERS_MARIN_MOUNT, () => lifecycles.mount({ ...props, domElement }));
        status.set({ kind: "mounted" });
      },
      unmount: async (props) => {
        const domElement = frame.last() ?? document.createElement("div");
        await lifecycles.unmount({ ...props, domElement });
        if (status.get().kind === "mounted") status.set({ kind: "idle" });
      },
    };
  }

  function register(url: string): void {
    loadedUrl = url;
    registerApplication<ShellProps>({
      name: UNIVERS_MARIN_MODULE,
      app: () => loadApplication(url),
      activeWhen: (location) => isUniversMarinPath(location.pathname),
      customProps: (_name, location) => shellProps(bridge, location, overrides),
    });
  }

  function reportFailure(error: AppError): void {
    if (error.appOrParcelName !== UNIVERS_MARIN_MODULE) return;
    console.error(`[univers-marin] the sub-application failed (${loadedUrl ?? "no host"}): ${error.message}`, error);
    status.set({ kind: "failed", failure: "failed", at: Date.now() });
  }

  function reportUnconfigured(): void {
    console.error(
      "[univers-marin] the import map has no univers-marin entry (UNIVERS_MARIN_HOST is not configured): the sub-application cannot be loaded.",
    );
    status.set({ kind: "failed", failure: "unconfigured", at: Date.now() });
  }

  setBootstrapMaxTime(LIFECYCLE_TIMEOUTS.bootstrap, DIE_ON_TIMEOUT, WARNING_MS);
  setMountMaxTime(LIFECYCLE_TIMEOUTS.mount, DIE_ON_TIMEOUT, WARNING_MS);
  setUnmountMaxTime(LIFECYCLE_TIMEOUTS.unmount, DIE_ON_TIMEOUT, WARNING_MS);
  setUnloadMaxTime(LIFECYCLE_TIMEOUTS.unload, DIE_ON_TIMEOUT, WARNING_MS);
  addErrorHandler(reportFailure);
  const url = currentModuleUrl();
  if (url) register(url);
  else reportUnconfigured();
  // Every history write is echoed as a popstate, even one that keeps the URL: single-spa-angular
  // skips the echo it expects after each of its router's writes, and an echo that never came
  // would make it skip the shell's next navigation instead (the URL changes, the page does not).
  start({ urlRerouteOnly: false });

  return {
    async reload() {
      if (!loadedUrl) {
        reportUnconfigured();
        return;
      }
      markLoading(status);
      const failed = System.resolve(loadedUrl);
      if (System.has(failed)) System.delete(failed);
      if (getAppNames().includes(UNIVERS_MARIN_MODULE)) await unregisterApplication(UNIVERS_MARIN_MODULE);
      retries += 1;
      const next = currentModuleUrl();
      if (next) register(next);
    },
  };
}
