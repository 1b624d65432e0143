/// <reference types="vite/client" />

declare module "virtual:dsfr-icons.css";

interface ImportMetaEnv {
  /** "off" builds the service worker's kill switch (docs/operations.md, "The service worker's kill switch"). */
  readonly VITE_SERVICE_WORKER?: string;
}
// import-map-overrides ships no types: the page only evaluates it (module-overrides.ts types its window API).
declare module "import-map-overrides" {}
