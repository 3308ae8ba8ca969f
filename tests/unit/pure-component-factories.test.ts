import { describe, expect, it } from 'vitest';

import { pureComponentFactories } from '../../build/pure-component-factories.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = pureComponentFactories().transform as unknown as Transform;
const ROUTER_LIB = '/app/node_modules/react-router/dist/production/lib/dom/lib.js';

describe('pureComponentFactories', () => {
  it("marks react-router's module-level forwardRef and memo calls as pure", () => {
    const code = 'const Link = React$1.forwardRef(function LinkWithRef() {});\nconst MemoizedDataRoutes = React.memo(DataRoutes);';
    expect(transform(code, ROUTER_LIB)?.code).toBe(
      'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef() {});\nconst MemoizedDataRoutes = /* @__PURE__ */ React.memo(DataRoutes);',
    );
  });

  it("drops react-router's displayName writes, which would keep an unused component", () => {
    const code =
      'const Link = React$1.forwardRef(function LinkWithRef() {});\nLink.displayName = "Link";\nFetcherForm.displayName = "fetcher.Form";\nlet name = Link.displayName;';
    expect(transform(code, ROUTER_LIB)?.code).toBe(
      'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef() {});\n\n\nlet name = Link.displayName;',
    );
  });

  it('leaves other calls and other packages alone', () => {
    expect(transform('const x = React.useMemo(f); myReact.memo(y);', ROUTER_LIB)).toBeNull();
    expect(transform('const Link = React.forwardRef(f);', '/app/node_modules/other/index.js')).toBeNull();
    expect(transform('const Link = React.forwardRef(f);', '/app/src/components/link/AppLink.tsx')).toBeNull();
    expect(transform('Link.displayName = "Link";', '/app/src/components/link/AppLink.tsx')).toBeNull();
  });
});
