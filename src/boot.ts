// The shell's stylesheets come with this script, not with the app's code: the first paint the
// gateway's answer draws (docs/architecture.md#first-paint) is in their classes.
import './app/app.css';
import './components/components.css';

import { afterFirstPicture, releaseDeferredLinks } from './lib/perf/first-picture';
import { loadRuntimeConfig } from './lib/runtime-config/load-runtime-config';

/**
 * The page's entry script. On home's first visit the gateway's answer draws the first banner
 * itself; the app's code (over a hundred kilobytes) would share a slow network with that picture
 * and hold it back, so it comes down once the picture is on screen. Every other answer (other
 * pages, the worker's copy) has no such picture and starts the app at once, its code announced
 * by the page's module preloads.
 */
afterFirstPicture(document, () => {
  releaseDeferredLinks(document);
  // React's own modules run first, in a task of their own, then the app's: on a slow phone one
  // task running both holds the main thread for a long moment. All of it downloads at once. The
  // app starts once the operator's configuration is applied (docs/architecture.md#deploying); the
  // page's first script asked for it, so it is usually there already.
  void Promise.all([loadRuntimeConfig(), import('react-dom/client')]).then(async ([load]) => {
    if (load.ok) {
      const { startApp } = await import('./main');
      await startApp();
      return;
    }
    const { showConfigProblem } = await import('./lib/runtime-config/config-problem-page');
    await showConfigProblem(load.problem, document.getElementById('root')!, () => window.location.reload());
  });
});
