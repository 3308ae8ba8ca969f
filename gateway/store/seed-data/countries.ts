import type { CountryRecord } from '../repositories/countries.ts';

/** Philippines first (the demo merchant's market), then the region, then the wider world. */
export const COUNTRY_SEED: readonly Omit<CountryRecord, 'sort'>[] = [
  { isoCode: 'PH', name: 'Philippines', dialingCode: '+63', flag: { stripes: ['#0038a8', '#ce1126'], vertical: false } },
  { isoCode: 'VN', name: 'Vietnam', dialingCode: '+84', flag: { stripes: ['#da251d'], vertical: false } },
  {
    isoCode: 'TH',
    name: 'Thailand',
    dialingCode: '+66',
    flag: { stripes: ['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'], vertical: false },
  },
  { isoCode: 'ID', name: 'Indonesia', dialingCode: '+62', flag: { stripes: ['#ce1126', '#ffffff'], vertical: false } },
  {
    isoCode: 'MY',
    name: 'Malaysia',
    dialingCode: '+60',
    flag: { stripes: ['#cc0001', '#ffffff', '#cc0001', '#ffffff', '#cc0001', '#ffffff', '#cc0001'], vertical: false },
  },
  { isoCode: 'SG', name: 'Singapore', dialingCode: '+65', flag: { stripes: ['#ef3340', '#ffffff'], vertical: false } },
  {
    isoCode: 'KH',
    name: 'Cambodia',
    dialingCode: '+855',
    flag: { stripes: ['#032ea1', '#e00025', '#e00025', '#032ea1'], vertical: false },
  },
  { isoCode: 'MM', name: 'Myanmar', dialingCode: '+95', flag: { stripes: ['#fecb00', '#34b233', '#ea2839'], vertical: false } },
  { isoCode: 'LA', name: 'Laos', dialingCode: '+856', flag: { stripes: ['#ce1126', '#002868', '#002868', '#ce1126'], vertical: false } },
  { isoCode: 'CN', name: 'China', dialingCode: '+86', flag: { stripes: ['#de2910'], vertical: false } },
  { isoCode: 'HK', name: 'Hong Kong', dialingCode: '+852', flag: { stripes: ['#de2910'], vertical: false } },
  { isoCode: 'TW', name: 'Taiwan', dialingCode: '+886', flag: { stripes: ['#000095', '#fe0000'], vertical: false } },
  { isoCode: 'JP', name: 'Japan', dialingCode: '+81', flag: { stripes: ['#ffffff', '#bc002d', '#ffffff'], vertical: true } },
  {
    isoCode: 'KR',
    name: 'South Korea',
    dialingCode: '+82',
    flag: { stripes: ['#ffffff', '#cd2e3a', '#0047a0', '#ffffff'], vertical: false },
  },
  { isoCode: 'IN', name: 'India', dialingCode: '+91', flag: { stripes: ['#ff9933', '#ffffff', '#138808'], vertical: false } },
  { isoCode: 'BD', name: 'Bangladesh', dialingCode: '+880', flag: { stripes: ['#006a4e', '#f42a41', '#006a4e'], vertical: true } },
  {
    isoCode: 'AE',
    name: 'United Arab Emirates',
    dialingCode: '+971',
    flag: { stripes: ['#00732f', '#ffffff', '#000000'], vertical: false },
  },
  { isoCode: 'AU', name: 'Australia', dialingCode: '+61', flag: { stripes: ['#012169', '#e4002b', '#012169'], vertical: false } },
  {
    isoCode: 'GB',
    name: 'United Kingdom',
    dialingCode: '+44',
    flag: { stripes: ['#012169', '#ffffff', '#c8102e', '#ffffff', '#012169'], vertical: false },
  },
  {
    isoCode: 'US',
    name: 'United States',
    dialingCode: '+1',
    flag: { stripes: ['#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234'], vertical: false },
  },
  { isoCode: 'BR', name: 'Brazil', dialingCode: '+55', flag: { stripes: ['#009c3b', '#ffdf00', '#009c3b'], vertical: false } },
];
