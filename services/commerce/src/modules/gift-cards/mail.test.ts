import { describe, expect, it } from 'vitest';
import { giftCardCopyMail, giftCardMail, type GiftMailCard, type GiftMailContext } from './mail.ts';

const CARD: GiftMailCard = {
  locale: 'en-US',
  currency: 'USD',
  amount: 7500,
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam Ember',
  senderName: 'Alex',
  message: 'Happy birthday!\nSee you at the lake.',
  buyerEmail: 'jordan@example.com',
};

const CONTEXT: GiftMailContext = {
  contact: {
    phone: '1-800-555-0142',
    email: 'care@solo.localhost',
    address: 'Solo Outdoor, Austin',
  },
  origin: 'https://shop.example',
  balanceLink: 'https://shop.example/us/gift-card-balance',
};

const SECRET = { code: 'ABCDEFGHJKMNPQRS', pin: '042917' };

/** Intl writes no-break spaces between amount and symbol: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the gift email', () => {
  it('gives the code and PIN under their labels, the message, the balance link and the store’s contact', () => {
    const mail = giftCardMail(CARD, SECRET, CONTEXT);
    expect(mail).toMatchObject({
      to: 'sam@example.com',
      kind: 'gift-card',
      subject: 'Alex sent you a $75.00 gift card',
    });
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    expect(mail.html).toContain('<title>Alex sent you a $75.00 gift card</title>');
    expect(mail.html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(mail.html).toMatch(/<h1[^>]*>Alex sent you a \$75\.00 gift card<\/h1>/);
    expect(mail.html).toMatch(/<dt[^>]*>Gift card code<\/dt><dd[^>]*>ABCD-EFGH-JKMN-PQRS<\/dd>/);
    expect(mail.html).toMatch(/<dt[^>]*>PIN<\/dt><dd[^>]*>042917<\/dd>/);
    expect(mail.html).toMatch(
      /<blockquote[^>]*>Happy birthday!\nSee you at the lake\.<\/blockquote>/,
    );
    expect(mail.html).toContain('href="https://shop.example/us/gift-card-balance"');
    expect(mail.html).toMatch(/<img [^>]*alt="Solo Outdoor"/);
    expect(mail.html).toContain('href="mailto:care@solo.localhost"');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Hello Sam Ember,');
      expect(part).toContain('Here is your $75.00 gift card from Solo Outdoor.');
      expect(part).toContain('A message from Alex:');
      expect(part).toContain('The card pays in USD');
      expect(part).toContain('1-800-555-0142');
      expect(part).toContain('Solo Outdoor, Austin');
      expect(part).toContain('Sent by Solo Outdoor.');
      // The recipient placed no order.
      expect(part).not.toContain('about your order');
    }
    expect(mail.text).toContain('Gift card code: ABCD-EFGH-JKMN-PQRS\nPIN: 042917\n');
    expect(mail.text).toContain(
      'Check its balance at any time on the gift card balance page:\nhttps://shop.example/us/gift-card-balance',
    );
  });

  it('escapes everything the buyer typed', () => {
    const mail = giftCardMail(
      {
        ...CARD,
        recipientName: '<img src=x onerror=alert(1)>',
        senderName: 'Alex <b>',
        message: '<script>alert(1)</script>',
      },
      SECRET,
      CONTEXT,
    );
    expect(mail.subject).toBe('Alex <b> sent you a $75.00 gift card');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('Alex &#60;b&#62; sent you');
    expect(mail.html).toContain('Hello &#60;img src=x onerror=alert(1)&#62;,');
  });

  it('writes in the order’s language and its currency format', () => {
    const de = giftCardMail({ ...CARD, locale: 'de-DE', currency: 'EUR' }, SECRET, CONTEXT);
    expect(plain(de.subject)).toBe('Alex hat Ihnen einen Geschenkgutschein über 75,00 € geschickt');
    expect(de.html).toContain('<html lang="de-DE">');
    expect(plain(de.html)).toMatch(/<h1[^>]*>Alex hat Ihnen einen Geschenkgutschein über 75,00 €/);
    expect(de.html).toMatch(/<dt[^>]*>Gutscheincode<\/dt>/);
    expect(de.text).toContain('Gutscheincode: ABCD-EFGH-JKMN-PQRS');
    expect(de.text).toContain('Fragen?');
    const zhTw = giftCardMail({ ...CARD, locale: 'zh-TW', senderName: null }, SECRET, CONTEXT);
    expect(zhTw.subject).toBe('您收到了一張 US$75.00 的禮品卡');
    expect(zhTw.text).toContain('禮品卡代碼: ABCD-EFGH-JKMN-PQRS');
  });

  it('leaves out what it lacks: no message, no logo or balance link without an origin', () => {
    const mail = giftCardMail({ ...CARD, senderName: null, message: null }, SECRET, {
      ...CONTEXT,
      origin: undefined,
      balanceLink: undefined,
    });
    expect(mail.subject).toBe('You received a $75.00 gift card');
    expect(mail.html).not.toContain('<blockquote');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).not.toContain('A message from');
    expect(mail.text).not.toContain('gift-card-balance');
  });
});

describe('the buyer’s copy', () => {
  it('says what went to whom and the last four characters, never the code or PIN', () => {
    const copy = giftCardCopyMail(CARD, 'PQRS', CONTEXT);
    expect(copy).toMatchObject({
      to: 'jordan@example.com',
      kind: 'gift-card-copy',
      subject: 'Your gift card for Sam Ember was sent',
    });
    for (const part of [copy.html, copy.text]) {
      expect(part).toContain('We sent your $75.00 gift card to Sam Ember (sam@example.com).');
      expect(part).toContain('The card ends in PQRS.');
      expect(part).toContain('1-800-555-0142');
      expect(part).toContain('This email was sent to jordan@example.com about your order');
      expect(part).not.toContain('ABCD');
      expect(part).not.toContain('042917');
    }
    expect(copy.html).toMatch(/<blockquote[^>]*>Happy birthday!/);
  });
});
