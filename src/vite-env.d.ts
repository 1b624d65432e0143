/// <reference types="vite/client" />

declare module "virtual:dsfr-icons.css";
