/**
 * The worker built with VITE_SW_KILL_SWITCH=1: it replaces a broken worker in the field, deletes
 * every cache of the origin, unregisters itself and reloads the pages it took over, which then
 * load straight from the network. It has no fetch handler, so it never answers a request.
 */

type RetiringScope = Pick<ServiceWorkerGlobalScope, 'caches' | 'registration' | 'clients'>;

export async function retireWorker(scope: RetiringScope): Promise<void> {
  const names = await scope.caches.keys();
  await Promise.all(names.map((name) => scope.caches.delete(name)));
  await scope.registration.unregister();
  // Only the windows this worker controls (the default of matchAll): reloading uncontrolled ones
  // could loop if a page registered the worker again.
  const windows = await scope.clients.matchAll({ type: 'window' });
  await Promise.all(windows.map((client) => client.navigate(client.url).catch(() => null)));
}

export function installKillSwitch(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', () => {
    void scope.skipWaiting();
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(retireWorker(scope));
  });
}
