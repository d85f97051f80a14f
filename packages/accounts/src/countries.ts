/**
 * The countries addresses may be in, their postal codes and states, and the phone shape: plain
 * data without zod, so browser code can check an address without loading the full schema library.
 */
/** The longest text an address field takes. */
export const ADDRESS_FIELD_MAX_LENGTH = 256;

/** State codes where a country's addresses need one (ISO 3166-2 subdivisions). */
const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP';
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT';
const AU_STATES = 'ACT NSW NT QLD SA TAS VIC WA';

export interface AddressCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** The postal code's shape (tested case-insensitively after trimming). */
  postalCode: RegExp;
  /** An example for the form's hint. */
  postalCodeExample: string;
  /** Valid state codes when the country's addresses need one. */
  states?: readonly string[];
}

const FOUR = /^\d{4}$/;
const FIVE = /^\d{5}$/;
const country = (
  code: string,
  postalCode: RegExp,
  postalCodeExample: string,
  states?: string,
): AddressCountry => ({
  code,
  postalCode,
  postalCodeExample,
  ...(states ? { states: states.split(' ') } : {}),
});

/** The countries of the US, Canada, EU and Australia sites (spec 000 §1) and their postal codes. */
export const ADDRESS_COUNTRIES: readonly AddressCountry[] = [
  country('US', /^\d{5}(-\d{4})?$/, '94105', US_STATES),
  country('CA', /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'K1A 0B1', CA_PROVINCES),
  country('AU', FOUR, '2000', AU_STATES),
  country('NZ', FOUR, '6011'),
  country('AT', FOUR, '1010'),
  country('BE', FOUR, '1000'),
  country('BG', FOUR, '1000'),
  country('HR', FIVE, '10000'),
  country('CY', FOUR, '1010'),
  country('CZ', /^\d{3} ?\d{2}$/, '110 00'),
  country('DK', FOUR, '1050'),
  country('EE', FIVE, '10111'),
  country('FI', FIVE, '00100'),
  country('FR', FIVE, '75001'),
  country('DE', FIVE, '10178'),
  country('GR', /^\d{3} ?\d{2}$/, '105 57'),
  country('HU', FOUR, '1051'),
  country('IE', /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, 'D02 X285'),
  country('IT', FIVE, '00184'),
  country('LV', /^(LV-)?\d{4}$/i, 'LV-1050'),
  country('LT', /^(LT-)?\d{5}$/i, 'LT-01100'),
  country('LU', /^(L-)?\d{4}$/i, '1111'),
  country('MT', /^[A-Z]{3} ?\d{4}$/i, 'VLT 1117'),
  country('NL', /^\d{4} ?[A-Z]{2}$/i, '1012 JS'),
  country('PL', /^\d{2}-\d{3}$/, '00-001'),
  country('PT', /^\d{4}-\d{3}$/, '1100-148'),
  country('RO', /^\d{6}$/, '010011'),
  country('SK', /^\d{3} ?\d{2}$/, '811 01'),
  country('SI', FOUR, '1000'),
  country('ES', FIVE, '28001'),
  country('SE', /^\d{3} ?\d{2}$/, '111 22'),
  country('CH', FOUR, '8001'),
  country('NO', FOUR, '0150'),
  country('GB', /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'SW1A 1AA'),
  country('JP', /^\d{3}-?\d{4}$/, '100-0001'),
  country('KR', FIVE, '03187'),
  country('CN', /^\d{6}$/, '100000'),
  country('TW', /^\d{3}(\d{2,3})?$/, '100'),
];

export const findAddressCountry = (code: string): AddressCountry | undefined =>
  ADDRESS_COUNTRIES.find((c) => c.code === code.toUpperCase());

/**
 * The countries a site ships to: those of its locales (US → US, Canada → CA, EU → the European
 * countries it sells to, Australia → AU, NZ, JP, KR, CN and TW) that have address rules here
 * (docs/decisions.md "Address countries per site").
 */
export function siteAddressCountries(site: {
  l10n: { supportedLocales: readonly { id: string }[] };
}): string[] {
  const codes = site.l10n.supportedLocales.map((l) => l.id.split('-')[1] ?? '');
  return [...new Set(codes)].filter((code) => findAddressCountry(code) !== undefined);
}

/** 7 to 15 digits (E.164), with spaces, dots, dashes and brackets allowed between them. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;
