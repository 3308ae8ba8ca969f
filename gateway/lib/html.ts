import { createHash } from 'node:crypto';

import type { FastifyReply } from 'fastify';

/**
 * Server-rendered pages for the demo game, the lottery frame and the chat. The lottery frame is
 * sandboxed without scripts, so every interaction there is a link or a form post; the demo game
 * page carries one inline script, allowed by its hash in that page's policy. Each page's styles are
 * one inline <style> element, allowed by its hash alone (`sendHtml`): the gateway's policy has no
 * `style-src 'unsafe-inline'`, and the pages carry no style attribute.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `₱15,250.75`: two decimals and thousands separators, the same on every machine. */
export function formatMoney(cents: number, symbol: string): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  const units = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${units}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * Colours are custom properties so a theme is a handful of values. The default is the light
 * look; `theme-dark` a neutral dark; `theme-app` (the demo game) and `theme-lotto-dark` (the
 * lottery frame's `css=lotto-dark`) the app's navy and gold, copied from src/app/app.css.
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{--page:#f3f4f7;--surface:#fff;--text:#1b1f24;--muted:#4a5360;--link:#0b57d0;--accent:#0b57d0;--on-accent:#fff;--line:#e3e6eb;--control:#fff;--control-line:#b8bec8;--chosen:#0b57d0;--on-chosen:#fff;--ok-line:#1a7f37;--ok-bg:#eaf6ec;--error-line:#c62828;--error-bg:#fdecea;--focus:#f2a900;--bar:#fff;--shadow:0 1px 2px rgba(0,0,0,.08)}
body.theme-dark{--page:#12151a;--surface:#1d2128;--text:#e8eaed;--muted:#aab2bd;--link:#8ab4f8;--line:#333a44;--control:#12151a;--control-line:#4a5360;--ok-bg:#16301d;--error-bg:#3b1715;--bar:#1d2128;--shadow:none;color-scheme:dark}
body.theme-app,body.theme-lotto-dark{--page:#07142b;--surface:#0b1d3a;--text:#f3f6fb;--muted:#aab6cc;--link:#f5c84c;--accent:#e3ac1f;--on-accent:#07142b;--line:#13294f;--control:#07142b;--control-line:#1d3a6b;--chosen:#f5c84c;--on-chosen:#07142b;--ok-line:#5fd39a;--ok-bg:#0e3330;--error-line:#ff7a7a;--error-bg:#3a1a2a;--focus:#f5c84c;--bar:#0b1d3a;--shadow:none;color-scheme:dark}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--text);background:var(--page)}
main{max-width:30rem;margin:0 auto;padding:1rem}
h1{font-size:1.375rem;line-height:1.3;margin:.25rem 0}
h1.compact{font-size:1rem;margin:0}
h2{font-size:1.0625rem;margin:1.25rem 0 .5rem}
p{margin:.5rem 0}
a{color:var(--link)}
img{display:block}
.exit-bar{position:sticky;top:0;z-index:1;display:flex;align-items:center;min-height:3rem;padding:env(safe-area-inset-top) .5rem 0;background:var(--bar);border-bottom:1px solid var(--line)}
.exit-bar a{display:inline-flex;align-items:center;gap:.375rem;min-height:2.75rem;padding:0 .75rem;font-weight:700;text-decoration:none;border-radius:999px}
.card{background:var(--surface);border-radius:.75rem;padding:1rem;margin:.75rem 0;box-shadow:var(--shadow)}
.card>:first-child{margin-top:0}
.card>:last-child{margin-bottom:0}
.card[hidden]{display:none}
.game{display:flex;gap:1rem;align-items:center}
.game img{width:4.5rem;height:4.5rem;border-radius:.75rem;flex:none}
.muted{color:var(--muted)}
.amount{font-size:1.625rem;font-weight:700;font-variant-numeric:tabular-nums;margin:0}
.notice{border-left:4px solid var(--ok-line);background:var(--ok-bg)}
.error{border-left:4px solid var(--error-line);background:var(--error-bg)}
.reason{color:var(--error-line);font-weight:600}
fieldset{border:0;margin:0;padding:0;min-width:0}
fieldset+fieldset{margin-top:1rem}
legend{font-weight:600;padding:0;margin-bottom:.5rem}
.choices{display:flex;flex-wrap:wrap;gap:.5rem}
.choices label{display:flex;align-items:center;gap:.375rem;min-height:2.75rem;padding:0 .875rem;border:1px solid var(--control-line);border-radius:999px;background:var(--control)}
.choices label:has(input:disabled){opacity:.5}
input{accent-color:var(--chosen)}
.picks{display:flex;gap:.75rem;flex-wrap:wrap}
.picks label{display:flex;flex-direction:column;font-size:.875rem}
.balls{display:grid;grid-template-columns:repeat(auto-fill,minmax(2.75rem,1fr));gap:.375rem}
.balls label{position:relative;display:grid;place-items:center;min-height:2.75rem;border:1px solid var(--control-line);border-radius:999px;background:var(--control);font-variant-numeric:tabular-nums;cursor:pointer}
.balls input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.balls label:has(input:checked){background:var(--chosen);border-color:var(--chosen);color:var(--on-chosen);font-weight:700}
.balls label:has(input:focus-visible){outline:3px solid var(--focus);outline-offset:2px}
select{font:inherit;min-height:2.75rem;min-width:4.5rem;padding:0 .5rem;border:1px solid var(--control-line);border-radius:.5rem;background:var(--control);color:inherit}
button{font:inherit;font-weight:700;width:100%;min-height:3rem;margin-top:1rem;border:0;border-radius:.75rem;background:var(--accent);color:var(--on-accent);cursor:pointer}
button:disabled{opacity:.45;cursor:not-allowed}
button:focus-visible,a:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
ul.plain{list-style:none;margin:0;padding:0}
ul.plain li{padding:.5rem 0;border-top:1px solid var(--line)}
ul.plain li:first-child{border-top:0;padding-top:0}
ul.plain li:last-child{padding-bottom:0}
.lottery{display:flex;gap:.75rem;align-items:center;text-decoration:none;color:inherit}
.lottery img{width:3rem;height:3rem;border-radius:.5rem;flex:none}
.lottery strong{display:block;color:var(--link)}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:.375rem .25rem;border-top:1px solid var(--line);font-size:.9375rem}
`;

export interface PageOptions {
  title: string;
  /** Rules of this page only, after the shared ones in the same <style> element (the chat's bar colour). */
  style?: string;
  /** Already-escaped HTML of the page's main content. */
  body: string;
  bodyClass?: string;
  /** The document's language (`lang`); English unless the page was asked for another. */
  lang?: string;
  /** Already-escaped HTML above the main content (the game page's exit bar). */
  header?: string;
  /** An inline script, last in the body; the page's policy must allow it by its hash. */
  script?: string;
}

/** A page and the CSP source that allows its <style> element: its SHA-256. */
export interface HtmlPage {
  html: string;
  styleSource: string;
}

/** The CSP source naming exactly this inline text, as a browser hashes it (UTF-8, base64). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function htmlDocument({ title, style = '', body, bodyClass, lang = 'en', header, script }: PageOptions): HtmlPage {
  const classAttribute = bodyClass ? ` class="${escapeHtml(bodyClass)}"` : '';
  const css = `${STYLE}${style}`;
  // no-referrer: the lottery frame's URLs carry a frame key, which must not travel on.
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body${classAttribute}>
${header ? `${header}\n` : ''}<main>
${body}
</main>
${script ? `<script>${script}</script>\n` : ''}</body>
</html>
`;
  return { html, styleSource: hashSource(css) };
}

const STYLE_SRC = /(^|; )style-src [^;]*/;

/**
 * Pages show balances and their addresses lead to a member's game or conversation: never cached
 * anywhere. The policy the route set (the gateway's, the game page's or the lottery frame's) is
 * sent with its `style-src` narrowed to this page's one <style> element.
 */
export function sendHtml(reply: FastifyReply, status: number, page: HtmlPage): FastifyReply {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(STYLE_SRC, `$1style-src ${page.styleSource}`));
  reply.header('cache-control', 'no-store');
  return reply.code(status).type('text/html; charset=utf-8').send(page.html);
}
