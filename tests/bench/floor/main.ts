/**
 * The bench's floor: the cheapest React 19 page that draws a banner-sized heading, built by Vite
 * and served by the same gateway as the app. Lighthouse on it gives the best a cold visit can do
 * on this machine and network model; the app's cold figures are read against it.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

function Banner() {
  return createElement(
    'h1',
    { style: { margin: 0, padding: '64px 24px', fontSize: '2rem', background: 'linear-gradient(135deg, #14b8a6, #1e3a8a)' } },
    'Welcome Bonus 100%',
  );
}

createRoot(document.getElementById('root')!).render(createElement(Banner));
