import { ConfigProblem, parseRuntimeConfig, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../config/operator-config';
import { applyRuntimeConfig, buildDefaults } from '../../config/runtime-config';
import { applyBrand } from './apply-brand';

export type ConfigLoad = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

let loading: Promise<ConfigLoad> | undefined;

/**
 * Reads the operator's configuration (docs/architecture.md#deploying) once per page: the page's
 * first script starts it (index.html already preloads the file) and the entry waits on the same
 * answer before the app's first call. A problem is returned, never thrown: the entry shows it.
 */
export function loadRuntimeConfig(fetchFile: typeof fetch = fetch, target: Document = document): Promise<ConfigLoad> {
  return (loading ??= readRuntimeConfig(fetchFile, target));
}

export async function readRuntimeConfig(fetchFile: typeof fetch, target: Document): Promise<ConfigLoad> {
  // Each step names what failed: the page shows it to whoever runs the site.
  let step = 'could not be fetched: no connection to this site';
  try {
    const response = await fetchFile(RUNTIME_CONFIG_PATH);
    step = `answered HTTP ${response.status}`;
    if (!response.ok) throw new ConfigProblem(step);
    step = 'is not JSON';
    const config = parseRuntimeConfig(await response.json(), buildDefaults());
    applyRuntimeConfig(config);
    applyBrand(config.brand, target);
    return { ok: true, config };
  } catch (error) {
    return { ok: false, problem: `${RUNTIME_CONFIG_PATH}: ${error instanceof ConfigProblem ? error.message : step}` };
  }
}
