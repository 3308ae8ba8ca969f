import type { FastifyReply } from 'fastify';

/**
 * Server-rendered pages for the demo game and the lottery frame. They carry no JavaScript (the
 * CSP allows scripts from this origin only, and the lottery frame is sandboxed without scripts),
 * so every interaction is a link or a form post, and styles are inline (`style-src
 * 'unsafe-inline'` is already allowed for React).
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

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1b1f24;background:#f3f4f7}
main{max-width:30rem;margin:0 auto;padding:1rem}
h1{font-size:1.375rem;line-height:1.3;margin:.25rem 0}
h2{font-size:1.0625rem;margin:1.25rem 0 .5rem}
p{margin:.5rem 0}
a{color:#0b57d0}
img{display:block}
.card{background:#fff;border-radius:.75rem;padding:1rem;margin:.75rem 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.card>:first-child{margin-top:0}
.card>:last-child{margin-bottom:0}
.game{display:flex;gap:1rem;align-items:center}
.game img{width:4.5rem;height:4.5rem;border-radius:.75rem;flex:none}
.muted{color:#4a5360}
.amount{font-size:1.625rem;font-weight:700;font-variant-numeric:tabular-nums;margin:0}
.notice{border-left:4px solid #1a7f37;background:#eaf6ec}
.error{border-left:4px solid #c62828;background:#fdecea}
fieldset{border:0;margin:0;padding:0;min-width:0}
fieldset+fieldset{margin-top:1rem}
legend{font-weight:600;padding:0;margin-bottom:.5rem}
.choices{display:flex;flex-wrap:wrap;gap:.5rem}
.choices label{display:flex;align-items:center;gap:.375rem;min-height:2.75rem;padding:0 .875rem;border:1px solid #b8bec8;border-radius:999px;background:#fff}
.picks{display:flex;gap:.75rem;flex-wrap:wrap}
.picks label{display:flex;flex-direction:column;font-size:.875rem}
select{font:inherit;min-height:2.75rem;min-width:4.5rem;padding:0 .5rem;border:1px solid #b8bec8;border-radius:.5rem;background:#fff;color:inherit}
button{font:inherit;font-weight:700;width:100%;min-height:3rem;margin-top:1rem;border:0;border-radius:.75rem;background:#0b57d0;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
ul.plain{list-style:none;margin:0;padding:0}
ul.plain li{padding:.5rem 0;border-top:1px solid #e3e6eb}
ul.plain li:first-child{border-top:0;padding-top:0}
ul.plain li:last-child{padding-bottom:0}
.lottery{display:flex;gap:.75rem;align-items:center;text-decoration:none;color:inherit}
.lottery img{width:3rem;height:3rem;border-radius:.5rem;flex:none}
.lottery strong{display:block;color:#0b57d0}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:.375rem .25rem;border-top:1px solid #e3e6eb;font-size:.9375rem}
body.theme-dark{background:#12151a;color:#e8eaed}
body.theme-dark .card{background:#1d2128;box-shadow:none}
body.theme-dark .muted{color:#aab2bd}
body.theme-dark a,body.theme-dark .lottery strong{color:#8ab4f8}
body.theme-dark select,body.theme-dark .choices label{background:#12151a;border-color:#4a5360}
body.theme-dark .notice{background:#16301d}
body.theme-dark .error{background:#3b1715}
body.theme-dark ul.plain li,body.theme-dark th,body.theme-dark td{border-color:#333a44}
`;

export interface PageOptions {
  title: string;
  /** Already-escaped HTML of the page's main content. */
  body: string;
  bodyClass?: string;
  /** The document's language (`lang`); English unless the page was asked for another. */
  lang?: string;
}

export function htmlDocument({ title, body, bodyClass, lang = 'en' }: PageOptions): string {
  const classAttribute = bodyClass ? ` class="${escapeHtml(bodyClass)}"` : '';
  // no-referrer: these URLs carry a launch ticket or a session token, which must not travel on.
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body${classAttribute}>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Pages show balances and carry secrets in their URL: never cached anywhere. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  reply.header('cache-control', 'no-store');
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}
