// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { cleanStyle, DESIGN_REM_PROPERTY, harden, hardenElement, isAllowedUri, pxToDesignRem, SANITIZE_CONFIG } from './html';
import { OPERATOR_STYLE_ATTRIBUTE } from './operator-styles';

/** Operator HTML as it reaches the sanitiser: inline styles renamed (operator-styles.ts). */
const STYLE = OPERATOR_STYLE_ATTRIBUTE;

/** Inert parsing (template content runs no script and loads no image), like DOMPurify's output. */
function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function serialise(node: DocumentFragment | Element): string {
  const holder = document.createElement('div');
  holder.append(node.cloneNode(true));
  return holder.innerHTML;
}

/** What `font-size: <n>px` becomes: n / 100 design rems. */
const dr = (amount: string) => `calc(${amount} * var(--design-rem))`;

describe('pxToDesignRem', () => {
  it('divides font-size px by 100 and resolves it against the design root', () => {
    expect(pxToDesignRem('font-size: 24px')).toBe('font-size: calc(0.24 * var(--design-rem))');
    expect(pxToDesignRem('font-size: 28px')).toBe('font-size: calc(0.28 * var(--design-rem))');
    expect(pxToDesignRem('font-size:14.5px;')).toBe(`font-size:${dr('0.145')};`);
    expect(pxToDesignRem('font-size: 100px')).toBe(`font-size: ${dr('1')}`);
    expect(pxToDesignRem('font-size: 1234px')).toBe(`font-size: ${dr('12.34')}`);
    expect(pxToDesignRem('font-size: .5px')).toBe(`font-size: ${dr('0.005')}`);
    expect(pxToDesignRem('font-size: 0px')).toBe(`font-size: ${dr('0')}`);
  });

  it('names the custom property the style sheets define', () => {
    expect(pxToDesignRem('font-size: 10px')).toContain(`var(${DESIGN_REM_PROPERTY})`);
  });

  it('keeps every other declaration exactly as written', () => {
    expect(pxToDesignRem('color: red; font-size: 18px; margin: 10px 12px; width:300px')).toBe(
      `color: red; font-size: ${dr('0.18')}; margin: 10px 12px; width:300px`,
    );
    expect(pxToDesignRem('line-height: 30px; letter-spacing: 2px')).toBe('line-height: 30px; letter-spacing: 2px');
  });

  it('converts the font shorthand too, size and line height alike', () => {
    expect(pxToDesignRem('font: bold 24px/30px Arial')).toBe(`font: bold ${dr('0.24')}/${dr('0.3')} Arial`);
  });

  it('does not touch font properties that are not sizes', () => {
    expect(pxToDesignRem('font-weight: 700; font-family: Px10')).toBe('font-weight: 700; font-family: Px10');
  });

  it('handles upper case, !important, calc and several font-size declarations', () => {
    expect(pxToDesignRem('FONT-SIZE: 16PX !important')).toBe(`FONT-SIZE: ${dr('0.16')} !important`);
    expect(pxToDesignRem('font-size: calc(12px + 1vw)')).toBe(`font-size: calc(${dr('0.12')} + 1vw)`);
    expect(pxToDesignRem('font-size: 12px; color: blue; font-size: 20px')).toBe(
      `font-size: ${dr('0.12')}; color: blue; font-size: ${dr('0.2')}`,
    );
  });

  it('leaves non-px units, text without px and its own output alone', () => {
    expect(pxToDesignRem('font-size: 1.2em')).toBe('font-size: 1.2em');
    expect(pxToDesignRem('font-size: 12pt')).toBe('font-size: 12pt');
    expect(pxToDesignRem('')).toBe('');
    const once = pxToDesignRem('font-size: 24px');
    expect(pxToDesignRem(once)).toBe(once);
  });

  it('does not split a data URL in another declaration', () => {
    const style = 'background: url("data:image/png;base64,AAAA"); font-size: 20px';
    expect(pxToDesignRem(style)).toBe(`background: url("data:image/png;base64,AAAA"); font-size: ${dr('0.2')}`);
  });
});

describe('cleanStyle', () => {
  it('drops script hooks and fixed positioning, keeps the rest', () => {
    expect(cleanStyle('color: red; width: expression(alert(1)); position: fixed; top: 0')).toBe('color: red; top: 0');
    expect(cleanStyle('background: url(javascript:alert(1)); -moz-binding: url(x); behavior: url(y.htc)')).toBe('');
    expect(cleanStyle('position: relative')).toBe('position: relative');
  });

  it('keeps a data URL whole', () => {
    expect(cleanStyle('background:url("data:image/png;base64,AAAA");color:red')).toBe(
      'background:url("data:image/png;base64,AAAA"); color:red',
    );
  });
});

describe('isAllowedUri', () => {
  it.each([
    'https://example.com/promo',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:help@example.com',
    'tel:+639171234567',
    '/m/rewardCenter',
    '#terms',
    '?tab=2',
    './promo.html',
    'promo/page.html',
    '//cdn.example.com/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/webp;base64,UklGR',
  ])('allows %s', (uri) => {
    expect(isAllowedUri(uri)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png,raw',
    'ftp://example.com/file',
    'intent://scan/#Intent;end',
    'file:///etc/passwd',
  ])('refuses %s', (uri) => {
    expect(isAllowedUri(uri)).toBe(false);
  });
});

describe('SANITIZE_CONFIG', () => {
  it('allows the rich-text tags announcements use', () => {
    for (const tag of [
      'a',
      'img',
      'p',
      'span',
      'strong',
      'em',
      'b',
      'ul',
      'ol',
      'li',
      'br',
      'h1',
      'h2',
      'h3',
      'h4',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ]) {
      expect(SANITIZE_CONFIG.ALLOWED_TAGS).toContain(tag);
    }
  });

  it('forbids active and form content, and never allows what it forbids', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'svg']) {
      expect(SANITIZE_CONFIG.FORBID_TAGS).toContain(tag);
      expect(SANITIZE_CONFIG.ALLOWED_TAGS).not.toContain(tag);
    }
  });

  it('allows exactly the link, image, text and renamed style attributes, never a handler, another data-* or a style attribute', () => {
    for (const attribute of ['href', 'src', 'alt', 'title', OPERATOR_STYLE_ATTRIBUTE, 'target', 'rel']) {
      expect(SANITIZE_CONFIG.ALLOWED_ATTR).toContain(attribute);
    }
    expect(SANITIZE_CONFIG.ALLOWED_ATTR).not.toContain('style');
    expect(SANITIZE_CONFIG.ALLOWED_ATTR.filter((name) => /^on|^data-|srcset|formaction/i.test(name))).toEqual([OPERATOR_STYLE_ATTRIBUTE]);
    for (const handler of ['onclick', 'onerror', 'onload', 'onmouseover', 'onfocus']) {
      expect(SANITIZE_CONFIG.FORBID_ATTR).toContain(handler);
    }
    expect(SANITIZE_CONFIG.FORBID_ATTR.every((name) => name.startsWith('on'))).toBe(true);
    expect(SANITIZE_CONFIG.ALLOW_DATA_ATTR).toBe(false);
    expect(SANITIZE_CONFIG.ALLOW_UNKNOWN_PROTOCOLS).toBe(false);
  });

  it('uses the URI policy that isAllowedUri applies', () => {
    expect(SANITIZE_CONFIG.ALLOWED_URI_REGEXP.test('javascript:alert(1)')).toBe(false);
    expect(SANITIZE_CONFIG.ALLOWED_URI_REGEXP.test('https://example.com')).toBe(true);
  });
});

describe('harden', () => {
  it('opens absolute http(s) links in a new tab with no opener and no referrer', () => {
    const root = fragment('<p><a href="https://promo.example.com/x">go</a> <a href="HTTP://old.example.com">old</a></p>');
    harden(root);
    const links = root.querySelectorAll('a');
    for (const link of Array.from(links)) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links).toHaveLength(2);
  });

  it('keeps other rel tokens, drops opener, and does not repeat tokens', () => {
    const root = fragment('<a href="https://x.example" rel="nofollow opener noopener">x</a>');
    harden(root);
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  it('opens in-app, mailto and tel links in place', () => {
    const root = fragment(
      '<a href="/m/rewardCenter" target="main">in app</a><a href="mailto:a@b.c" target="other">mail</a><a href="tel:123">call</a>',
    );
    harden(root);
    for (const link of Array.from(root.querySelectorAll('a'))) {
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
    }
  });

  it('still adds noopener when an in-app link asks for a new tab', () => {
    const root = fragment('<a href="/m/notice" target="_blank">notice</a>');
    harden(root);
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('converts font px to design rem in every element style, root included, and keeps other styles', () => {
    const root = document.createElement('div');
    root.setAttribute(STYLE, 'font-size: 30px; color: red');
    root.innerHTML = `<p ${STYLE}="font-size:24px;margin:10px"><span ${STYLE}="font-size: 12px">small</span></p>`;
    harden(root);
    expect(root.getAttribute(STYLE)).toBe(`font-size: ${dr('0.3')}; color: red`);
    expect(root.querySelector('p')?.getAttribute(STYLE)).toBe(`font-size:${dr('0.24')}; margin:10px`);
    expect(root.querySelector('span')?.getAttribute(STYLE)).toBe(`font-size: ${dr('0.12')}`);
  });

  it('removes a style that is left empty after cleaning', () => {
    const root = fragment(`<p ${STYLE}="position: fixed">pinned</p>`);
    harden(root);
    expect(serialise(root)).toBe('<p>pinned</p>');
  });

  it('removes event handlers and disallowed URLs that slipped through', () => {
    const root = fragment(
      '<img src="javascript:alert(1)" onerror="alert(1)" alt="x">' +
        '<a href="javascript:alert(1)" onclick="steal()">bad</a>' +
        '<a href="data:image/png;base64,AAAA">data link</a>' +
        '<img src="data:image/png;base64,AAAA" alt="ok">',
    );
    harden(root);
    expect(serialise(root)).toBe(
      '<img alt="x" loading="lazy"><a>bad</a><a>data link</a><img src="data:image/png;base64,AAAA" alt="ok" loading="lazy">',
    );
  });

  it('lazy-loads images but keeps an explicit loading choice', () => {
    const root = fragment('<img src="/a.png"><img src="/b.png" loading="eager">');
    harden(root);
    const images = Array.from(root.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'eager']);
  });

  it('leaves plain rich text unchanged', () => {
    const html = '<h3>20% extra</h3><p>On every deposit above <b>₱500</b>.</p><ul><li>Once per day</li></ul>';
    const root = fragment(html);
    harden(root);
    expect(serialise(root)).toBe(html);
  });

  it('hardens one element alone, as a DOMPurify hook would call it', () => {
    const link = document.createElement('a');
    link.setAttribute('href', ' https://example.com ');
    hardenElement(link);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('works on a fragment from DOMParser too', () => {
    const parsed = new DOMParser().parseFromString(`<p ${STYLE}="font-size:20px"><a href="https://x.example">x</a></p>`, 'text/html');
    harden(parsed.body);
    expect(parsed.body.innerHTML).toBe(
      `<p ${STYLE}="font-size:${dr('0.2')}"><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a></p>`,
    );
  });
});
