/**
 * The sandbox wallet's test buyer, pre-filled in the sheet (docs/decisions.md "Wallet approval
 * sheet in the sandbox"): a buyer in the country express orders ship to on the site (spec 002 §5:
 * CA on the Canadian site, US elsewhere). Shoppers may change every field before approving.
 */
import type { SheetAddress } from './actions.ts';

export interface SandboxBuyer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: SheetAddress;
}

const US: SandboxBuyer = {
  email: 'jordan.miller@example.com',
  firstName: 'Jordan',
  lastName: 'Miller',
  phone: '(512) 555-0100',
  address: {
    firstName: 'Jordan',
    lastName: 'Miller',
    line1: '12 Ember Lane',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    countryCode: 'US',
    phone: '(512) 555-0100',
  },
};

const CA: SandboxBuyer = {
  email: 'camille.tremblay@example.com',
  firstName: 'Camille',
  lastName: 'Tremblay',
  phone: '(416) 555-0199',
  address: {
    firstName: 'Camille',
    lastName: 'Tremblay',
    line1: '200 King Street West',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5H 3T4',
    countryCode: 'CA',
    phone: '(416) 555-0199',
  },
};

export const sandboxBuyer = (siteId: string): SandboxBuyer => (siteId === 'SoloCA' ? CA : US);
