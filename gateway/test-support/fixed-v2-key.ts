import { createPrivateKey } from 'node:crypto';

/**
 * A fixed 1024-bit v2 key for tests only (never used by a running gateway, which makes its keys at
 * every start), and a secret whose textbook RSA under it starts with 16 zero bits: the platform's
 * client sends that header as 252 hex digits (docs/gateway-protocol.md#the-platforms-v2-scheme),
 * about once in 2^16 requests, so the case is found ahead of time rather than searched for.
 */
const FIXED_V2_KEY_PEM = `-----BEGIN PRIVATE KEY-----
MIICdQIBADANBgkqhkiG9w0BAQEFAASCAl8wggJbAgEAAoGBAOO8cnqKvk2RcR53
bHnngAwuD12DSTlxwEKHv9s0nHH+3nl6j8uHgTf5gan74jx08fVlTrwiseqYiFT6
c26JxGv9uEik4YTf9e/Eje2xxFjZeghVK7+MM65b5wpPOz1WGMUKiGTW22TWDPgQ
RXM2rfClgdabdCsRQVm7jB5WuCJ9AgMBAAECgYAXKfHS+Q3GQgbpfGgyNhPWKVEy
x8nI6AMQQVKIb1+CUNQ8MvUxVIUWNnCz44TtdU+vEDDj/ftuyzkCu77F/YlW6XLP
3nXPlh7/+V7Db5Y1HjLZu+g5dYJc4DG4hUccG7LU7U85DkEVAVkKuyU2ajPTiab9
zS0MubIGd+g1wg2wgQJBAP+Z7+vGYQEiFNEZEvblP61072PzyJ+bZe5cb5lIS1Zv
kenEIx8IJNogvRe6RSK8jKnb8rbDe/w4ieaxFPPuB/ECQQDkF2IfHnDpQDotpfr5
ymj1pCsxghu5rZ7kVwn3eushujocsKgfbvexCJHBoNtNO3FxwgXV/Lowz1p40F+N
0q9NAkAGZGwqolh0tcx9ejoOMKeKB/2gq00eKL3A21DzLWqs67djeENEmGiLh/wS
ptbpynteGCEWzwa/xQ411cHnY9GRAkAdEkHmV3nqsM35fXtElSDVliwPLlccTl2/
GrzhdyA690Jq37U99GXLgZ0aQcdRy67E4gbeZEzS5crRNTXInL7NAkAJxm1yySNs
QSTvxyrg9wtyv2dL0n3KfxpnwolA0IBTyjuwdgxvYL/niTRUry+8KwRh2EG/zost
HL5gWISLgyb6
-----END PRIVATE KEY-----
`;

export const fixedV2PrivateKey = createPrivateKey(FIXED_V2_KEY_PEM);

/**
 * Encrypted under fixedV2PrivateKey's public key, its RSA result's top 16-bit digit is zero: the
 * header is 252 hex digits as the platform's client writes it, "0000" and those when zero-padded.
 */
export const SECRET_WITH_SHORT_HEADER = 'Short252RWAAAAAA';
