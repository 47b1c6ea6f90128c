/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API, e.g. https://api.example.com; empty for the same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Request timeout in ms; 0 or unset waits forever. */
  readonly VITE_API_TIMEOUT?: string;
}
