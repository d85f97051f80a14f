import { useIntl } from 'react-intl';
import type { OrderShipmentView } from '../../lib/orders/order-view.ts';
import { m } from './messages.ts';

/** The order's parcels: carrier, date and the carrier's tracking link (or the bare number). */
export function ShipmentList({ shipments }: { shipments: OrderShipmentView[] }) {
  const intl = useIntl();
  const longDate = (iso: string) =>
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' }) : '';
  return (
    <ul className="grid gap-2" data-testid="order-shipments">
      {shipments.map((shipment) => (
        <li key={shipment.shipmentNo} data-testid="order-shipment">
          <p>
            {intl.formatMessage(m.shippedWith, {
              carrier: shipment.carrierName,
              date: longDate(shipment.shippedAt),
            })}
          </p>
          {shipment.trackingUrl ? (
            <a
              href={shipment.trackingUrl}
              rel="noopener noreferrer"
              className="font-semibold text-stone-900 underline underline-offset-2"
            >
              {intl.formatMessage(m.trackPackage, { trackingNumber: shipment.trackingNumber })}
            </a>
          ) : (
            <p>{shipment.trackingNumber}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
