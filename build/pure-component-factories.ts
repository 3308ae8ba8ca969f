import type { Plugin } from 'vite';

/** react-router's compiled modules: where its components are made at module level. */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.m?js$/;

/** `React.forwardRef(`, `React$1.memo(`, ...: a component made by one of React's pure factories. */
const FACTORY_CALL = /(?<![\w$.])(React(?:\$\d+)?\.(?:forwardRef|memo)\()/g;

/** `Link.displayName = "Link";` on a line of its own: a name for React's developer tools. */
const DISPLAY_NAME_WRITE = /^[\t ]*[\w$.]+\.displayName = (["'`])[^"'`\n]*\1;[\t ]*$/gm;

/**
 * Marks react-router's module-level `React.forwardRef(...)` and `React.memo(...)` calls as pure,
 * the annotation its own build leaves out, and drops its `X.displayName = "..."` lines. The
 * bundler must otherwise keep every such component (a property written on it counts as a use),
 * and all the code it reaches (Link's prefetching, Form's submission, the data router's route
 * tree), in the first-load chunk whether or not the app renders it; marked, an unused component
 * goes. The factories have no side effect: they only wrap the function in an object; the names
 * only label components and contexts in React's developer tools.
 */
export function pureComponentFactories(): Plugin {
  return {
    name: 'pure-component-factories',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      const changed = code.replace(FACTORY_CALL, '/* @__PURE__ */ $1').replace(DISPLAY_NAME_WRITE, '');
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
