import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/testing.ts';
import { m } from './messages.ts';

const en = messagesFor('en-US');

describe('wishlist messages', () => {
  it('keeps the spec texts verbatim in English', () => {
    // Spec 001 §8 toasts and §2 saved items panel.
    expect(
      [m.added, m.exists, m.removed, m.guest, m.panelTitle, m.emptyTitle, m.emptyText].map(
        (d) => en[d.id],
      ),
    ).toEqual([
      '{quantity} item(s) added to wishlist',
      'Item is already in wishlist',
      'Item removed from wishlist',
      'Sign in or Sign up to save your items for later and across your devices.',
      'Your saved Items',
      'No Wishlist Items',
      'Continue shopping and add items to your wishlist.',
    ]);
  });
});
