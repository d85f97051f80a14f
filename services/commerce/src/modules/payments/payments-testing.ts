/** Helpers for the payment tests: a sandbox gateway on a test database, with a clock to move. */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@solo/db';
import { schema } from '@solo/db';
import type { CardFields } from './card.ts';
import type { PaymentNonce } from './provider.ts';
import { createSandboxGateway, type SandboxGateway, type SandboxOptions } from './sandbox.ts';

export const CARDS = {
  approve: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  timeout: '4000 0000 0000 0119',
  mastercard: '5555 5555 5555 4444',
  amex: '3782 822463 10005',
} as const;

export const card = (number: string, more: Partial<CardFields> = {}): CardFields => ({
  number,
  expiration: '12/30',
  cvv: number.startsWith('37') ? '1234' : '123',
  owner: 'Jordan Miller',
  ...more,
});

export interface TestGateway {
  gateway: SandboxGateway;
  clock: { now: Date };
  /** Moves the clock by `ms`. */
  advance(ms: number): void;
}

export function testGateway(
  db: DatabaseHandle,
  options: Omit<SandboxOptions, 'now'> = {},
): TestGateway {
  const clock = { now: new Date('2026-11-24T12:00:00Z') };
  const gateway = createSandboxGateway(db.db, {
    timeoutMs: 50,
    ...options,
    now: () => clock.now,
  });
  return {
    gateway,
    clock,
    advance: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
}

/** A nonce for the card, or the test fails. */
export async function nonceFor(gateway: SandboxGateway, number: string): Promise<PaymentNonce> {
  const result = await gateway.tokenizeCard(card(number));
  if (!result.ok) throw new Error(`tokenize failed: ${result.message}`);
  return result.value;
}

export const key = (): string => randomUUID();

/** A registered customer row (the vault's owner). */
export async function addCustomer(db: DatabaseHandle, name: string): Promise<string> {
  const id = `cust-${name}-${randomUUID().slice(0, 8)}`;
  await db.db.insert(schema.customers).values({
    id,
    login: `${id}@example.com`,
    loginKey: `${id}@example.com`,
    email: `${id}@example.com`,
    lastName: name,
  });
  return id;
}
