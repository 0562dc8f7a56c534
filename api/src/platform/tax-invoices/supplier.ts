import { CLUB_HEADQUARTERS_ADDRESS } from '@club/contract/copy/club';
import { gstinCheckCharacter, gstinStateCode } from '@club/contract/gstin';
import type { AppConfig } from '../../config/app-config';
import { stateOfCode } from './gst';

/** A demo GSTIN of Gujarat (state code 24) for development; production sets its own. */
export const DEMO_SUPPLIER_GSTIN = `24AAHCB4321K1Z${gstinCheckCharacter('24AAHCB4321K1Z')}`;

export interface Supplier {
  name: string;
  address: string;
  gstin: string;
  stateCode: string;
  stateName: string;
}

/**
 * The supplier on every invoice: its legal name and GSTIN from the
 * configuration (the GSTIN says its state), its address the club's
 * headquarters as the footer and Contact show it.
 */
export function supplierOf(config: AppConfig): Supplier {
  const gstin = config.invoiceSupplierGstin ?? DEMO_SUPPLIER_GSTIN;
  const stateCode = gstinStateCode(gstin);
  return {
    name: config.invoiceSupplierName,
    address: CLUB_HEADQUARTERS_ADDRESS,
    gstin,
    stateCode,
    stateName: stateOfCode(stateCode) ?? stateCode,
  };
}
