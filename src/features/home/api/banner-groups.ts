/** docs/product.md#home: the alternate home's feature carousels, each its own banner group. */
export const NEWS_BANNER_GROUP = 'm_news';
export const PARTNER_BANNER_GROUP = 'm_partners';
