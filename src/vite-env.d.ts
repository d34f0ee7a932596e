/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; `/api` on the reference server (same origin). */
  readonly VITE_API_BASE_URL?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
