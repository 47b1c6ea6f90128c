/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API, e.g. https://api.example.com; empty for the same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Request timeout in ms; 0 or unset waits forever. */
  readonly VITE_API_TIMEOUT?: string;
}

/** The console's icons by name, generated from resources/lib/icons.ts (build/declaredIcons.ts). */
declare module 'virtual:declared-icons' {
  export const icons: Record<import('../resources/lib/icons').IconName, import('@mui/icons-material').SvgIconComponent>;
}
