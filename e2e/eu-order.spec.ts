import { expect, test, type Page } from '@playwright/test';
import { APPROVED, BERLIN, CHECKOUT_DE, CheckoutPage } from './pages/checkout.ts';
import { ProductPage } from './pages/product.ts';
import { uniqueEmail } from './pages/sign-in.ts';
import { toast } from './pages/toast.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { arrivedMail } from './support/mail-sink.ts';
import { shipOrder } from './support/operator-orders.ts';
import { untranslatedTexts } from './support/untranslated.ts';

/**
 * A guest's order on the EU site in German (issue 20, spec 000 §2): bought in the browser on
 * /eu/de with a German address and a test card; the confirmation arrives by SMTP in German with
 * euro amounts written the German way and the signed order-status link (Track an Order is hidden
 * on the EU site); shipped by the operator, the shipping email and the order-status page give
 * the tracking link.
 */
const PREFIX = '/eu/de';
const BONFIRE = 'Bonfire Garten-Feuerschale';
/** A euro amount as de-DE writes it: "1.047,00 €" (a no-break space before the sign). */
const euros = (amount: string) => new RegExp(`(^|[^\\d.,])${amount.replace('.', '\\.')}\\s€`);

/** The signed /eu/de/order-status link of an order email (each email signs its own), as a path. */
function statusLink(text: string, orderNo: string): string {
  const link = /Status Ihrer Bestellung ansehen: (\S+)/.exec(text)?.[1] ?? '';
  const url = new URL(link);
  expect(url.pathname).toBe('/eu/de/order-status');
  expect(url.searchParams.get('token')).toMatch(new RegExp(`^${orderNo}\\.\\d+\\.[\\w-]{43}$`));
  return `${url.pathname}${url.search}`;
}

/** The page is German: no English shell text, no serious accessibility violation. */
async function expectGermanPage(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  expect(await untranslatedTexts(page, 'de'), `English shell text on ${where}`).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test('a guest orders on /eu/de, gets German emails in euros, and follows the order by its signed link', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('eu-order');
  // Three at 349 € make 1.047,00 €, past the 750 € of the seeded 10 % order discount.
  const pdp = new ProductPage(page);
  await pdp.goto(`${PREFIX}/p/bonfire-fire-pit`);
  await pdp.hydrated();
  await expect(pdp.heading).toHaveText(BONFIRE);
  const increase = page.getByRole('button', { name: 'Menge erhöhen' });
  await increase.click();
  await increase.click();
  await expect(pdp.addToCart).toHaveText(euros('1.047,00'));
  await pdp.add();
  await expect(
    toast(page, '3 Artikel zum Warenkorb hinzugefügt', 'Benachrichtigungen'),
  ).toBeVisible();

  const checkout = new CheckoutPage(page, CHECKOUT_DE);
  await checkout.goto(PREFIX);
  await expectGermanPage(page, 'checkout');
  await checkout.fillContact(email);
  await checkout.fillAddress(BERLIN);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  await expect(checkout.summary).toContainText(euros('1.047,00'));
  await expect(checkout.summary).toContainText(euros('942,30'));
  await checkout.fillCard(APPROVED);
  await expectGermanPage(page, 'checkout-payment');
  await checkout.placeOrder.click();
  await expect(page).toHaveURL(/\/eu\/de\/checkout\/confirmation\/\d{8}$/, { timeout: 30_000 });
  const orderNo = /(\d{8})$/.exec(page.url())![1]!;
  await expect(page.getByText(`Ihre Bestellnummer lautet ${orderNo}`)).toBeVisible();
  await expectGermanPage(page, 'confirmation');

  // The confirmation, in German, with the amounts in de-DE and the signed order-status link.
  const confirmation = await arrivedMail(
    request,
    (m) => m.subject === `Ihre Solo Outdoor Bestellung ${orderNo} ist bestätigt`,
  );
  expect(confirmation.to).toEqual([email.toLowerCase()]);
  expect(confirmation.text).toContain('Vielen Dank für Ihre Bestellung');
  expect(confirmation.text).toMatch(new RegExp(`${BONFIRE}\\s+×3\\s+1\\.047,00\\s€`));
  expect(confirmation.text).toMatch(/Zwischensumme: 1\.047,00\s€/);
  expect(confirmation.text).toMatch(/Versand: Kostenlos/);
  expect(confirmation.text).toMatch(/Gesamtsumme: 942,30\s€/);
  expect(confirmation.text).not.toMatch(/\$|EUR|€\s?\d/);
  expect(confirmation.text).toMatch(/Dieser Link gilt bis zum \d{1,2}\. \p{L}+ \d{4}\./u);
  const status = page.getByTestId('order-status');
  expect((await page.goto(statusLink(confirmation.text, orderNo)))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellstatus');
  await expect(
    page.getByRole('heading', { level: 2, name: `Bestellung ${orderNo}` }),
  ).toBeVisible();
  await expect(status).toHaveText('Bestellt');
  await expect(page.getByText(BONFIRE)).toBeVisible();
  await expect(page.getByText(euros('942,30'))).toBeVisible();
  await expectGermanPage(page, 'order-status');

  // The operator ships it: the shipping email and the order-status page give the tracking link.
  const tracking = 'JD014600006281234567';
  const trackingUrl = `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?tracking-id=${tracking}`;
  await shipOrder(request, orderNo, { carrier: 'dhl', trackingNumber: tracking });
  const shipping = await arrivedMail(
    request,
    (m) => m.subject === `Ihre Bestellung ${orderNo} wurde versendet`,
  );
  expect(shipping.text).toContain('Ihre Bestellung ist unterwegs');
  expect(shipping.text).toContain(`Sendungsnummer: ${tracking}`);
  expect(shipping.text).toContain(`Sendung bei DHL verfolgen: ${trackingUrl}`);
  expect(shipping.text).toMatch(new RegExp(`${BONFIRE}\\s+×3\\s+1\\.047,00\\s€`));

  await page.goto(statusLink(shipping.text, orderNo));
  await expect(status).toHaveText('Versandt');
  await expect(status).toHaveAttribute('data-status', 'shipped');
  const shipment = page.getByTestId('order-shipment');
  await expect(shipment).toContainText(/Versandt mit DHL am \d{1,2}\. \p{L}+ \d{4}/u);
  await expect(shipment.getByRole('link', { name: `Paket ${tracking} verfolgen` })).toHaveAttribute(
    'href',
    trackingUrl,
  );
  await expectGermanPage(page, 'order-status-shipped');
});
