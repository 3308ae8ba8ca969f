// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { focusReturnCandidates, rememberFocus } from './focus-return';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = html;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('focusReturnCandidates', () => {
  it('puts the element that had focus first, then the main content controls in Tab order', () => {
    page(`
      <header><button id="menu">Menu</button></header>
      <main>
        <a id="nameless">no href</a>
        <button id="first">First</button>
        <button id="off" disabled>Off</button>
        <div hidden><button id="hidden">Hidden</button></div>
        <button id="unselected-tab" tabindex="-1">Tab</button>
        <a id="link" href="/m/notice">Notices</a>
      </main>
    `);
    expect(focusReturnCandidates(byId('menu')).map((element) => element.id)).toEqual(['menu', 'first', 'link']);
  });

  it('skips <body> and an element no longer on the page', () => {
    page('<main><button id="first">First</button></main>');
    const removed = document.createElement('button');
    expect(focusReturnCandidates(document.body).map((element) => element.id)).toEqual(['first']);
    expect(focusReturnCandidates(removed).map((element) => element.id)).toEqual(['first']);
    expect(focusReturnCandidates(null).map((element) => element.id)).toEqual(['first']);
  });

  it('looks in the whole page when it has no main', () => {
    page('<button id="only">Only</button>');
    expect(focusReturnCandidates(null).map((element) => element.id)).toEqual(['only']);
  });
});

describe('rememberFocus', () => {
  it('gives focus back to where it was before the dialog took it', () => {
    page(
      '<main><button id="first">First</button><button id="opener">Open</button></main><dialog open><button id="inside">Close</button></dialog>',
    );
    byId('opener').focus();
    const restore = rememberFocus();
    byId('inside').focus();
    byId('inside').closest('dialog')!.remove();
    restore();
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('with nothing focused before, focuses the first control of the main content, not <body>', () => {
    page(
      '<header><button id="menu">Menu</button></header><main><p>Text</p><a id="top" href="/m/home">Top</a><button>Later</button></main>',
    );
    const restore = rememberFocus();
    restore();
    expect(document.activeElement).toBe(byId('top'));
  });

  it('goes on to the next candidate when one refuses focus', () => {
    page('<main><button id="first">First</button><button id="second">Second</button></main>');
    byId('first').focus = () => undefined;
    rememberFocus()();
    expect(document.activeElement).toBe(byId('second'));
  });
});
