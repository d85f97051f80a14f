import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { APPROVED, CheckoutPage, type CheckoutAddress } from '../pages/checkout.ts';
import { sinkMessages, type SinkMessage } from './mail-sink.ts';

export interface GiftCardPurchase {
  /** The site prefix ('' for the US site, '/eu', …). */
  prefix?: string;
  /** A preset amount in the site's currency. */
  amount?: string;
  recipient: string;
  buyer: string;
  /** The billing address (a basket of gift cards ships nothing). */
  billing: CheckoutAddress;
}

/** Buys an e-gift card as a guest with the approved test card, up to the confirmation page. */
export async function buyGiftCard(page: Page, purchase: GiftCardPurchase): Promise<void> {
  const { prefix = '', amount = '100', recipient, buyer, billing: address } = purchase;
  const checkout = new CheckoutPage(page);
  const added = await page.request.post(`${prefix}/basket`, {
    data: {
      intent: 'addGiftCard',
      productId: 'e-gift-card',
      card: {
        amount,
        custom_amount: '',
        recipient_name: 'Sam Birch',
        recipient_email: recipient,
        confirm_recipient_email: recipient,
        your_name: 'Robin',
        gift_message: 'Enjoy the fire!',
      },
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await checkout.goto(prefix);
  await checkout.fillContact(buyer);
  const billing = (label: string) => checkout.section('payment').getByLabel(label, { exact: true });
  await billing('First Name').fill(address.firstName);
  await billing('Last Name').fill(address.lastName);
  await billing('Address').fill(address.address1);
  await billing('City').fill(address.city);
  if (address.stateCode) await billing('State / Province').fill(address.stateCode);
  await billing('Postal Code').fill(address.postalCode);
  await billing('Country').selectOption(address.countryCode);
  await checkout.fillCard(APPROVED);
  await checkout.placeOrder.click();
  await checkout.expectConfirmation();
}

/** The code and PIN of a gift card email (the code in groups of four). */
export function giftCardOf(message: SinkMessage): { code: string; pin: string } {
  const code = /([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(message.text)?.[1];
  const pin = /PIN\S*:\s*(\d{6})/.exec(message.text)?.[1];
  expect(code, message.text).toBeTruthy();
  expect(pin, message.text).toBeTruthy();
  return { code: code!, pin: pin! };
}

/** Waits for the gift email to each recipient (the delivery job runs every 30 seconds). */
export async function giftEmails(
  request: APIRequestContext,
  recipients: string[],
): Promise<SinkMessage[]> {
  let found: Array<SinkMessage | undefined> = [];
  await expect
    .poll(
      async () => {
        const mail = await sinkMessages(request);
        found = recipients.map((to) => mail.find((m) => m.to.includes(to)));
        return found.every(Boolean);
      },
      { message: 'the gift emails arrive at the SMTP sink', timeout: 75_000 },
    )
    .toBe(true);
  return found as SinkMessage[];
}
