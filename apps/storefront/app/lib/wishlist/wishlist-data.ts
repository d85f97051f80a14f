/**
 * The JSON of the wishlist resource route (`{site prefix}/wishlist-data`), shared by the route
 * and the hearts. Pages stay cacheable for everyone; each heart learns from this personal,
 * no-store answer whether its product is saved (docs/decisions.md "Wishlist hearts").
 */
export type WishlistState =
  { registered: false } | { registered: true; listId: string; productIds: string[] };

/** What a POST answered: the toast the heart shows (spec 001 §8). */
export type WishlistResult = 'added' | 'exists' | 'removed' | 'guest' | 'failed';

export interface WishlistAnswer {
  result: WishlistResult;
  state?: WishlistState;
}

/** GET `wishlist-data?entries=1`: the state plus what the saved items panel shows. */
export type WishlistPanelData = WishlistState & { entries?: WishlistEntry[] };

/** A POST body's fields, checked by the route; a bad one is a 400 naming it. */
export type WishlistIntent =
  | { intent: 'add'; productId: string; public: boolean; etching?: SavedEtching }
  | { intent: 'remove'; productId: string }
  | { intent: 'saveForLater'; basketId: string; itemId: string };

/** A design saved for later from the etching modal (spec 001 §3 Wishlist item). */
export interface SavedEtching {
  text: string;
  /** The preview image it was designed on. */
  image?: string;
}

const field = (form: FormData, name: string) => {
  const raw = form.get(name);
  const value = typeof raw === 'string' ? raw.trim() : '';
  return value && value.length <= 100 ? value : null;
};

export function parseIntent(
  form: FormData,
): { ok: true; value: WishlistIntent } | { ok: false; field: string } {
  const intent = form.get('intent');
  if (intent === 'saveForLater') {
    // Spec 001 §2: "Save for Later" of a basket line (mini cart and cart).
    const basketId = field(form, 'basketId');
    const itemId = field(form, 'itemId');
    if (!basketId) return { ok: false, field: 'basketId' };
    if (!itemId) return { ok: false, field: 'itemId' };
    return { ok: true, value: { intent, basketId, itemId } };
  }
  const productId = field(form, 'productId');
  if (!productId) return { ok: false, field: 'productId' };
  if (intent === 'remove') return { ok: true, value: { intent, productId } };
  if (intent === 'add') {
    // The service checks the text with the basket's rules (a 400 there is a failed add).
    // A form sends line breaks as CRLF; an etching's lines are split by LF alone.
    const text = field(form, 'etchingText')?.replace(/\r\n?/g, '\n');
    const image = field(form, 'etchingImage');
    if (!text && form.get('etchingText')) return { ok: false, field: 'etchingText' };
    if (!image && form.get('etchingImage')) return { ok: false, field: 'etchingImage' };
    const etching = text ? { etching: { text, ...(image ? { image } : {}) } } : {};
    return {
      ok: true,
      value: { intent, productId, public: form.get('public') === 'true', ...etching },
    };
  }
  return { ok: false, field: 'intent' };
}

/** A saved product as the wishlist pages show it (wishlist-view.server.ts). */
export interface WishlistEntry {
  itemId: string;
  productId: string;
  name: string;
  href: string;
  image?: { src: string; alt: string };
  price?: string;
  /** False when the catalog no longer has the product. */
  available: boolean;
  /** A simple product in stock: added to the basket as it is (a master needs its options). */
  addable: boolean;
  /** The text of a design saved from the etching modal. */
  etchingText?: string;
}
