/// <reference types="vite/client" />

/** The package.json version, injected by Vite `define` (web/vite.config.ts). */
declare const __APP_VERSION__: string;
