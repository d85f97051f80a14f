import type { InventoryMessage } from '../../../lib/product/inventory-messages.ts';
import { usePdpFormat } from './format.ts';

const TONES = {
  error: 'text-red-800',
  warning: 'text-amber-900',
  info: 'text-sky-900',
} as const;

/** Spec 001 §4 inventory display; final-sale and discontinued in the error colour. */
export function InventoryMessages({ messages }: { messages: InventoryMessage[] }) {
  const { rule } = usePdpFormat();
  if (!messages.length) return null;
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold"
      data-testid="inventory-messages"
    >
      {messages.map((m) => (
        <li key={m.kind} className={TONES[m.tone]} data-kind={m.kind}>
          {rule(m)}
        </li>
      ))}
    </ul>
  );
}
