import { fetchClientToken } from '../hosted-card.ts';

/** braintree-web's client for a wallet: a client token from our route, then `client.create`. */
export async function createWalletClient(siteId: string) {
  const [authorization, client] = await Promise.all([
    fetchClientToken(siteId),
    import('braintree-web/client'),
  ]);
  return client.create({ authorization });
}
