/**
 * Carriers an operator ships with, and the public tracking page of a tracking number (the link
 * the shopper follows from the order). The store ships in the US, Canada, the EU and Australia.
 */
export const CARRIERS = {
  ups: { name: 'UPS', url: 'https://www.ups.com/track?tracknum=' },
  fedex: { name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr=' },
  usps: { name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  'canada-post': {
    name: 'Canada Post',
    url: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=',
  },
  dhl: {
    name: 'DHL',
    url: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?tracking-id=',
  },
  'australia-post': { name: 'Australia Post', url: 'https://auspost.com.au/mypost/track/details/' },
} as const;

export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as [CarrierId, ...CarrierId[]];

/** Letters, digits and dashes, as every carrier above prints them; nothing else reaches a URL. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

export function trackingUrl(carrier: CarrierId, trackingNumber: string): string {
  return `${CARRIERS[carrier].url}${encodeURIComponent(trackingNumber)}`;
}
