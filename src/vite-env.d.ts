/// <reference types="vite/client" />

declare module "virtual:dsfr-icons.css";

interface ImportMetaEnv {
  /** "off" builds the service worker's kill switch (README, "Offline and releases"). */
  readonly VITE_SERVICE_WORKER?: string;
}
