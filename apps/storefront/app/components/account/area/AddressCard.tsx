import type { AddressView } from '../../../lib/account/account-view.ts';

/** An address as printed on a label. */
export function AddressLines({ address }: { address: AddressView }) {
  return (
    <address className="text-sm leading-6 not-italic text-stone-800">
      {address.lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
      {address.phone ? <span className="block">{address.phone}</span> : null}
    </address>
  );
}
