import { type BrandConfig, DEFAULT_BRAND } from '../../config/operator-config';

/**
 * The stylesheet's custom properties a brand's colours replace (src/app/app.css): the header and
 * bars, the page behind them, and the accent of buttons and highlights.
 */
const BRAND_PROPERTIES: readonly [keyof BrandConfig, string][] = [
  ['themeColor', '--navy-800'],
  ['backgroundColor', '--navy-900'],
  ['accentColor', '--gold-500'],
];

/**
 * Gives the page the brand's name and colours before the first render (the default brand's are
 * those of index.html and the stylesheet). Set through the CSS object model, which the page's
 * Content-Security-Policy allows (it allows no inline style).
 */
export function applyBrand(brand: BrandConfig, target: Document): void {
  if (brand.shortName !== DEFAULT_BRAND.shortName) {
    target.title = brand.shortName;
    target.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', brand.shortName);
  }
  target.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.themeColor);
  for (const [field, property] of BRAND_PROPERTIES) target.documentElement.style.setProperty(property, brand[field]);
}
