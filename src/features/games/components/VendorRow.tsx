import type { CSSProperties } from 'react';

import { CdnImage } from '@/components/image/CdnImage';
import { AppLink } from '@/components/link/AppLink';

import type { VendorName } from '../model/vendor-structure';
import { vendorTileWidth } from '../model/vendor-tile';

/** Where a vendor tile leads: a page of this app, or an action such as a direct launch. */
export type VendorTarget = { to: string } | { onSelect: () => void };

export interface VendorRowProps {
  category: string;
  vendors: readonly VendorName[];
  targetOf: (vendor: VendorName) => VendorTarget;
  label: string;
}

/**
 * Vendor tile row (docs/product.md#game-entrance-and-game-centre): icon and display name, 280 units
 * wide (420 for FISH, PVP, ELOTT).
 */
export function VendorRow({ category, vendors, targetOf, label }: VendorRowProps) {
  const style = { '--tile-units': vendorTileWidth(category) } as CSSProperties;
  return (
    <ul className="vendor-row" aria-label={label} style={style}>
      {vendors.map((vendor) => {
        const target = targetOf(vendor);
        const body = (
          <>
            <CdnImage src={vendor.iconUrl ?? ''} alt="" width={44} height={44} className="vendor-tile__icon" />
            <span className="vendor-tile__name">{vendor.displayName || vendor.vendor}</span>
          </>
        );
        return (
          <li key={vendor.vendor} className="vendor-tile" data-testid="vendor-tile" data-vendor={vendor.vendor}>
            {'to' in target ? (
              <AppLink className="vendor-tile__link" to={target.to}>
                {body}
              </AppLink>
            ) : (
              <button type="button" className="vendor-tile__link" onClick={target.onSelect}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
