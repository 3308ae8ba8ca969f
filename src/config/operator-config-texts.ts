/**
 * The rules of the configuration file in words, for whoever runs the site: on the page a broken
 * configuration gives and from `npm run brand` (docs/architecture.md#deploying). Apart from the
 * rules themselves (operator-config.ts), which every start runs, so that the words load only when
 * one is broken.
 */
const COLOUR = 'a colour written #rrggbb';

const RULE_TEXTS: Record<string, string> = {
  merchantCode: 'the merchant code: 1 to 32 letters, digits, - or _',
  gatewayOrigin: 'an http(s) origin such as https://api.example.com, or "" for this site',
  encryption: 'one of "auto", "v2", "oaep"',
  firebase: 'null, or an object with apiKey, authDomain and projectId',
  rumEndpoint: 'null or an http(s) address',
  brand: 'an object',
  'brand.name': 'a text of 1 to 45 characters',
  'brand.shortName': 'a text of 1 to 12 characters',
  'brand.themeColor': COLOUR,
  'brand.backgroundColor': COLOUR,
  'brand.accentColor': COLOUR,
};

/** A ConfigProblem's field path (or a step's own words) as the rule it breaks. */
export function describeConfigProblem(problem: string): string {
  if (problem === '') return 'the file must hold one JSON object';
  const rule = RULE_TEXTS[problem];
  return rule ? `${problem} must be ${rule}` : problem;
}
