/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Interface language used when the browser has no remembered choice (en, de or fr). */
  readonly VITE_DEFAULT_LANGUAGE?: string;
}
