import { readFirebaseWebConfig } from './firebase';
import { buildTimeConfig, type RuntimeConfig } from './operator-config';

/**
 * The operator configuration the app runs with (docs/architecture.md#deploying): the build's
 * variables until /config.json has been read and applied, at start-up, before the first call.
 */
// Tested on the key itself so that a build without one leaves the reader out of the first load.
const BUILD_DEFAULTS = buildTimeConfig(
  import.meta.env,
  import.meta.env.VITE_FIREBASE_API_KEY ? readFirebaseWebConfig(import.meta.env) : null,
);

let applied: RuntimeConfig | undefined;

/** The configuration the app runs with: the file's once it has been read, else the build's. */
export function runtimeConfig(): RuntimeConfig {
  return applied ?? BUILD_DEFAULTS;
}

/** The build's configuration, the defaults a configuration file is read over. */
export function buildDefaults(): RuntimeConfig {
  return BUILD_DEFAULTS;
}

/** Set once at start-up, before the first call (src/lib/runtime-config/load-runtime-config.ts). */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  applied = config;
}
