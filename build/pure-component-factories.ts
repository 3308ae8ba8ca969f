import type { Plugin } from 'vite';

/** react-router's compiled modules: where its components are made at module level. */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.m?js$/;

/** `React.forwardRef(`, `React$1.memo(`, ...: a component made by one of React's pure factories. */
const FACTORY_CALL = /(?<![\w$.])(React(?:\$\d+)?\.(?:forwardRef|memo)\()/g;

/**
 * Marks react-router's module-level `React.forwardRef(...)` and `React.memo(...)` calls as pure,
 * the annotation its own build leaves out. The bundler must otherwise keep every such call, and
 * all the code the component reaches (Link's prefetching, Form's submission, the data router's
 * route tree), in the first-load chunk whether or not the app renders it; marked, an unused
 * component goes. The factories have no side effect: they only wrap the function in an object.
 */
export function pureComponentFactories(): Plugin {
  return {
    name: 'pure-component-factories',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id) || !FACTORY_CALL.test(code)) return null;
      FACTORY_CALL.lastIndex = 0;
      return { code: code.replace(FACTORY_CALL, '/* @__PURE__ */ $1'), map: null };
    },
  };
}
