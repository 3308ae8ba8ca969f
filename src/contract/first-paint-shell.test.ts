import { describe, expect, it } from 'vitest';

import { DEFERRED_REL_ATTRIBUTE, FIRST_PICTURE_ATTRIBUTE, firstPaintShell, withFirstPaintShell } from './first-paint-shell.ts';

/** The shape of the built index.html (build/early-script.ts, build/first-load-preload.ts). */
const BUILT = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<script type="module" async crossorigin src="/assets/early-data-a1.js"></script>',
  '<script type="module" crossorigin src="/assets/index-b2.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
  '<link rel="modulepreload" crossorigin href="/assets/app-d4.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/app-e5.css">',
  '<link rel="modulepreload" crossorigin href="/assets/home-f6.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/home-g7.css">',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('home first paint', () => {
  const page = withFirstPaintShell(BUILT, '/cdn/banners/1.webp')!;

  it('draws the picture in the root element, marked for the boot script', () => {
    expect(page).toContain(`<div id="root">${firstPaintShell('/cdn/banners/1.webp')}</div>`);
    expect(page).toMatch(new RegExp(`<img class="home-banner__image" src="/cdn/banners/1\\.webp"[^>]* ${FIRST_PICTURE_ATTRIBUTE}>`));
  });

  it('holds the module preloads back and applies the preloaded stylesheets at once', () => {
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(`<link ${DEFERRED_REL_ATTRIBUTE}="modulepreload" crossorigin href="/assets/app-d4.js">`);
    expect(page).toContain(`<link ${DEFERRED_REL_ATTRIBUTE}="modulepreload" crossorigin href="/assets/home-f6.js">`);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app-e5.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/home-g7.css">');
    expect(page).not.toContain('rel="preload"');
  });

  it('keeps the scripts, the stylesheet and the manifest as they were', () => {
    for (const line of BUILT.split('\n').filter((text) => /<script|index-c3\.css|manifest/.test(text))) expect(page).toContain(line);
  });

  it('escapes the picture address', () => {
    expect(firstPaintShell('/cdn/"a"<b>&.webp')).toContain('src="/cdn/&quot;a&quot;&lt;b&gt;&amp;.webp"');
  });

  it("draws the tab bar below the page, in the document's language", () => {
    const tabBar = { lang: 'tl', dir: 'ltr', html: '<nav class="tab-bar">Magdeposito</nav>' } as const;
    const tagalog = withFirstPaintShell(BUILT, '/cdn/banners/1.webp?language=TY', tabBar)!;
    expect(tagalog).toContain('<html lang="tl" dir="ltr">');
    expect(tagalog).toContain('<div class="shell shell--with-tabs" aria-hidden="true">');
    expect(tagalog).toMatch(/<\/main><nav class="tab-bar">Magdeposito<\/nav><\/div><\/div>/);
    // Without one, the language stays as the build wrote it and nothing makes room for a bar.
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<div class="shell" aria-hidden="true">');
  });

  it('leaves a page without an empty root element alone', () => {
    expect(withFirstPaintShell('<div id="root">drawn</div>', '/cdn/banners/1.webp')).toBeUndefined();
  });
});
