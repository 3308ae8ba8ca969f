/**
 * `GET /wps/system/domainRoute` (docs/gateway-protocol.md#domain-route): the hosts the operator's
 * site is reached on, its main domain and its image CDNs. Every field may be missing.
 */
export interface DomainRoute {
  domainRoute?: string[];
  mainDomain?: string;
  imageCDNs?: string[];
}

const named = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : [];

/**
 * The image CDNs the app chooses from: the domain route's when it names any (it is the operator's
 * current routing), else the system status's (`info.imageCDNs`), else none (`/cdn`).
 */
export function imageCdnChoices(route: DomainRoute | undefined, statusCdns: readonly string[] | undefined): string[] {
  const routed = named(route?.imageCDNs);
  return routed.length > 0 ? routed : named(statusCdns);
}
