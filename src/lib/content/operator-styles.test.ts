// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { applyOperatorStyles, OPERATOR_STYLE_ATTRIBUTE, prepareOperatorHtml } from './operator-styles';

describe('prepareOperatorHtml', () => {
  it('renames every style attribute of every start tag, quoted, bare or spaced, in any case', () => {
    expect(prepareOperatorHtml('<p style="font-size: 24px">a</p>')).toBe(`<p ${OPERATOR_STYLE_ATTRIBUTE}="font-size: 24px">a</p>`);
    expect(prepareOperatorHtml(`<h3 class=x STYLE='color:red' title="style=1">b</h3><br style=color:red/>`)).toBe(
      `<h3 class=x ${OPERATOR_STYLE_ATTRIBUTE}='color:red' title="style=1">b</h3><br ${OPERATOR_STYLE_ATTRIBUTE}=color:red/>`,
    );
    expect(prepareOperatorHtml('<span\n  style = "a: b"\tid=x>c</span>')).toBe(
      `<span\n  ${OPERATOR_STYLE_ATTRIBUTE} = "a: b"\tid=x>c</span>`,
    );
  });

  it('leaves event-handler attributes out, which the sanitiser would remove anyway', () => {
    expect(prepareOperatorHtml('<img src="/a.png" onerror="alert(2)" alt="x"><b OnClick=steal() style="color: red">b</b>')).toBe(
      `<img src="/a.png" alt="x"><b ${OPERATOR_STYLE_ATTRIBUTE}="color: red">b</b>`,
    );
  });

  it('leaves everything else as it was: text, other attributes, end tags, quoted values that mention style', () => {
    const html = '<p title="a style=x onclick=y" data-style="y">style="z" onclick=x <b>bold</b></p><img src="/a.png" alt=\'style\'>';
    expect(prepareOperatorHtml(html)).toBe(html);
    expect(prepareOperatorHtml('no tags at all')).toBe('no tags at all');
  });

  it('reads the attributes as the browser does', () => {
    const html = prepareOperatorHtml('<p a="x y" b=\'"\' style="color: red" c=d/e style2="no">t</p>');
    const parsed = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
    expect(parsed.getAttributeNames()).toEqual(['a', 'b', OPERATOR_STYLE_ATTRIBUTE, 'c', 'style2']);
    expect(parsed.getAttribute(OPERATOR_STYLE_ATTRIBUTE)).toBe('color: red');
  });

  it('gives up on a tag that never closes at once, however long', () => {
    const started = performance.now();
    const endless = `<p ${'a= b c="d e" f=g/h '.repeat(2000)}style="x"`;
    expect(prepareOperatorHtml(endless)).toBe(endless);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('applyOperatorStyles', () => {
  it('applies each element’s style through the CSSOM, the root’s included', () => {
    const root = document.createElement('div');
    root.setAttribute(OPERATOR_STYLE_ATTRIBUTE, 'color: red');
    root.innerHTML = `<p ${OPERATOR_STYLE_ATTRIBUTE}="font-size: 12px; margin: 0">a</p><p>b</p>`;
    applyOperatorStyles(root);
    expect(root.style.color).toBe('red');
    const [styled, plain] = Array.from(root.querySelectorAll('p'));
    expect(styled?.style.fontSize).toBe('12px');
    expect(styled?.style.margin).toBe('0px');
    expect(plain?.getAttribute('style')).toBeNull();
  });
});
