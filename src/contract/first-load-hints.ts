/**
 * The build's list of what each page's first render loads beyond index.html (build/first-load-preload.ts),
 * written beside index.html for the gateway to announce in that page's answer
 * (gateway/http/first-picture-preload.ts).
 */
export const FIRST_LOAD_HINTS_FILE = 'first-load-hints.json';

/** One page's entry: absolute paths of module scripts and stylesheets under /assets/. */
export interface PageCode {
  scripts: string[];
  styles: string[];
}

/** Pages by the gateway's name for them (`gameCenter`). */
export type FirstLoadHints = Record<string, PageCode>;
