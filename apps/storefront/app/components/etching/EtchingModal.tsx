import { useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from 'radix-ui';
import { isTeamEtchingType } from '@solo/sites/etching';
import type { ProductTracking } from '../../lib/basket/analytics.ts';
import { trackAddToCart } from '../../lib/basket/cart-product-tracking.ts';
import { etchingReducer, INITIAL_ETCHING, readyToAdd } from '../../lib/etching/state.ts';
import {
  skipsVariantStep,
  variantsFor,
  type EtchingTypeOffer,
  type EtchingView,
} from '../../lib/etching/view.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import { changeWishlist } from '../../lib/wishlist/saved-state.ts';
import { useBasketErrorText, useCart } from '../cart/cart-state.tsx';
import { shellCartMessages } from '../cart/shell-messages.ts';
import { useShellDrawers } from '../shell/shell-state.tsx';
import { ConfirmationDialog } from '../ui/ConfirmationDialog.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { useWishlistToast } from '../wishlist/wishlist-toast.ts';
import { GroupInquiryForm } from './GroupInquiryForm.tsx';
import { em } from './messages.ts';

/** Spec 001 §8, §9: the etching add's 404 toast stays 10 s. */
const BASKET_CHANGED_TOAST_MS = 10_000;

const choice =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border-2 px-4 py-3 text-left font-semibold aria-pressed:border-stone-900 aria-pressed:bg-stone-100 border-stone-300 hover:border-stone-500';
const primary =
  'min-h-12 w-full rounded-full bg-stone-900 px-6 py-3 font-semibold text-white aria-disabled:cursor-not-allowed aria-disabled:bg-stone-300 aria-disabled:text-stone-700';

/**
 * The full-screen, three-step etching modal (spec 001 §2 "Etching modal", §4 "Etching"): 1 the
 * type, 2 a variant that can take it, 3 the text (live preview in c_etchingPreviewTextColor), a
 * team, or the group and corporate inquiry. Escape and the close button ask first ('Are you
 * sure you want to exit?'); a successful add resets it, closes it and opens the mini cart.
 */
export default function EtchingModal({
  etching,
  open,
  quantity,
  tracking,
  onClose,
  onClosed,
}: {
  etching: EtchingView;
  open: boolean;
  quantity: number;
  tracking: ProductTracking;
  onClose: () => void;
  /** After it closed: where focus goes back to (the launcher). */
  onClosed: () => void;
}) {
  const intl = useIntl();
  const errorText = useBasketErrorText();
  const { locale } = useSite();
  const { write } = useCart();
  const toast = useToast();
  const drawers = useShellDrawers();
  const href = useLocalizedHref();
  const wishlistToast = useWishlistToast();
  const [state, dispatch] = useReducer(etchingReducer, INITIAL_ETCHING);
  const [confirmExit, setConfirmExit] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (n: number) => formatMoney(n, tracking.currency, locale.id);
  const type = etching.types.find((t) => t.id === state.type);
  const variant = etching.variants.find((v) => v.productId === state.variantId);
  const preview = variant?.preview ?? etching.preview;
  const unitPrice = (variant?.price ?? tracking.price ?? 0) + state.etchingPrice;

  const close = () => {
    dispatch({ kind: 'reset' });
    setConfirmExit(false);
    onClose();
  };

  const chooseType = (offer: EtchingTypeOffer) => {
    const direct = skipsVariantStep(etching, offer.id);
    const variantId = etching.variants.length ? etching.selectedVariantId : etching.productId;
    dispatch({
      kind: 'chooseType',
      type: offer.id,
      price: offer.price,
      ...(direct ? { skipTo: variantId ? { variantId } : {} } : {}),
    });
  };

  const add = async () => {
    if (busy || !readyToAdd(state) || !state.type || !state.variantId) return;
    setBusy(true);
    const result = await write({
      intent: 'addEtched',
      productId: state.variantId,
      quantity,
      optionValueId: state.type,
      ...(state.type === 'customText' ? { etchingText: state.etchingText } : {}),
      ...(state.etchingTeam
        ? {
            etchingTeamName: state.etchingTeam.name,
            etchingFileName: state.etchingTeam.fileName,
          }
        : {}),
      ...(preview ? { etchingImage: preview } : {}),
    });
    setBusy(false);
    if ('error' in result) {
      // Spec 001 §8: a 404 means the basket changed under the page.
      if (result.error.status === 404)
        toast({
          status: 'error',
          title: intl.formatMessage(em.basketChanged),
          duration: BASKET_CHANGED_TOAST_MS,
        });
      else {
        const title = errorText(result.error);
        toast({ status: 'error', ...(title ? { title } : {}) });
      }
      return;
    }
    trackAddToCart([
      {
        tracking: {
          ...tracking,
          id: state.variantId,
          price: unitPrice,
        },
        quantity,
      },
    ]);
    toast({
      status: 'success',
      title: intl.formatMessage(shellCartMessages.addedToCart, { n: quantity }),
    });
    close();
    drawers.open('cart');
  };

  /**
   * Spec 001 §2 step 3 "a save-for-later link", §3 Wishlist item: the variant with its text and
   * preview image goes to the wishlist, saved from the product page (public). The modal closes
   * whatever the answer but a failure, so its toast (or a guest's sign-in prompt) can be used.
   */
  const saveForLater = async () => {
    if (busy || !readyToAdd(state) || state.type !== 'customText' || !state.variantId) return;
    setBusy(true);
    const body = new FormData();
    body.set('intent', 'add');
    body.set('productId', state.variantId);
    body.set('public', 'true');
    body.set('etchingText', state.etchingText);
    if (preview) body.set('etchingImage', preview);
    const { result } = await changeWishlist(href('/wishlist-data'), body);
    setBusy(false);
    if (result !== 'failed') close();
    wishlistToast(result);
  };

  const titleId = 'etching-title';
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={undefined}
          data-testid="etching-modal"
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            setConfirmExit(true);
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white"
        >
          <header className="flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3 lg:px-10">
            <div>
              <p className="text-sm text-stone-600">
                {intl.formatMessage(em.step, { step: state.step })}
              </p>
              <Dialog.Title id={titleId} className="text-xl font-bold">
                {intl.formatMessage(em.title, { product: etching.productName })}
              </Dialog.Title>
            </div>
            <button
              type="button"
              onClick={() => setConfirmExit(true)}
              aria-label={intl.formatMessage(em.exit)}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-stone-100"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-6"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </header>
          <div className="mx-auto grid w-full max-w-5xl flex-1 gap-8 px-4 py-6 lg:grid-cols-2 lg:px-10">
            <figure className="relative self-start overflow-hidden rounded-lg bg-stone-100">
              {preview ? (
                <img
                  src={preview}
                  alt={intl.formatMessage(em.preview, { product: etching.productName })}
                  width={600}
                  height={600}
                  className="aspect-square w-full object-contain"
                />
              ) : (
                <div className="aspect-square w-full" />
              )}
              {state.step === 3 && (state.etchingText || state.etchingTeam) ? (
                <figcaption
                  data-testid="etching-preview-text"
                  aria-hidden="true"
                  style={{ color: etching.textColor }}
                  className="absolute inset-x-0 top-[55%] px-4 text-center font-serif text-xl leading-tight font-bold tracking-wide whitespace-pre uppercase [text-shadow:0_1px_2px_rgb(0_0_0/0.7)]"
                >
                  {state.etchingTeam?.name ?? state.etchingText}
                </figcaption>
              ) : null}
            </figure>
            <div className="flex flex-col gap-5">
              {state.step === 1 ? (
                <section aria-labelledby="etching-step-1" className="flex flex-col gap-3">
                  <h3 id="etching-step-1" className="text-lg font-semibold">
                    {intl.formatMessage(em.chooseType)}
                  </h3>
                  {etching.types.map((offer) => (
                    <button
                      key={offer.id}
                      type="button"
                      className={choice}
                      data-etching-type={offer.id}
                      onClick={() => chooseType(offer)}
                    >
                      <span>{offer.name}</span>
                      {offer.price > 0 ? (
                        <span>
                          {intl.formatMessage(em.extraPrice, { price: money(offer.price) })}
                        </span>
                      ) : null}
                    </button>
                  ))}
                </section>
              ) : null}
              {state.step === 2 && state.type ? (
                <section aria-labelledby="etching-step-2" className="flex flex-col gap-3">
                  <h3 id="etching-step-2" className="text-lg font-semibold">
                    {intl.formatMessage(em.chooseVariant)}
                  </h3>
                  <div
                    role="group"
                    aria-labelledby="etching-step-2"
                    className="grid gap-2 sm:grid-cols-2"
                  >
                    {variantsFor(etching, state.type).map((v) => (
                      <button
                        key={v.productId}
                        type="button"
                        aria-pressed={state.variantId === v.productId}
                        className={choice}
                        data-etching-variant={v.productId}
                        onClick={() => dispatch({ kind: 'chooseVariant', variantId: v.productId })}
                      >
                        {v.label}
                      </button>
                    ))}
                  </div>
                  <button
                    type="button"
                    aria-disabled={!state.variantId}
                    className={primary}
                    onClick={() => dispatch({ kind: 'continue' })}
                  >
                    {intl.formatMessage(em.continue)}
                  </button>
                </section>
              ) : null}
              {state.step === 3 && type ? (
                <section aria-label={type.name} className="flex flex-col gap-4">
                  <h3 className="text-lg font-semibold">{type.name}</h3>
                  {state.type === 'customText' ? (
                    <div className="flex flex-col gap-1">
                      <label htmlFor="etching-text" className="font-semibold">
                        {intl.formatMessage(em.textLabel)}
                      </label>
                      <textarea
                        id="etching-text"
                        rows={2}
                        value={state.etchingText}
                        aria-describedby="etching-text-help"
                        onChange={(event) => dispatch({ kind: 'text', value: event.target.value })}
                        className="rounded border border-stone-400 px-3 py-2 font-mono text-lg"
                      />
                      <p id="etching-text-help" className="text-sm text-stone-700">
                        {intl.formatMessage(em.textHelp)}
                        <br />
                        {intl.formatMessage(em.textCharacters)}
                      </p>
                    </div>
                  ) : null}
                  {isTeamEtchingType(state.type ?? '') && type.teams ? (
                    <div className="flex flex-col gap-1">
                      <label htmlFor="etching-team" className="font-semibold">
                        {intl.formatMessage(em.teamLabel)}
                      </label>
                      <select
                        id="etching-team"
                        value={state.etchingTeam?.id ?? ''}
                        onChange={(event) => {
                          const team = type.teams?.find((t) => t.id === event.target.value);
                          if (team) dispatch({ kind: 'team', team });
                        }}
                        className="min-h-11 rounded border border-stone-400 px-3"
                      >
                        <option value="" disabled>
                          {intl.formatMessage(em.teamLabel)}
                        </option>
                        {type.teams.map((team) => (
                          <option key={team.id} value={team.id}>
                            {team.name}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                  {state.type === 'group' ? (
                    <GroupInquiryForm productId={etching.productId} onSent={close} />
                  ) : (
                    <button
                      type="button"
                      aria-disabled={!readyToAdd(state) || busy}
                      aria-busy={busy}
                      data-testid="etching-add-to-cart"
                      className={primary}
                      onClick={() => void add()}
                    >
                      {intl.formatMessage(em.addToCart, {
                        price: money(unitPrice * quantity),
                      })}
                    </button>
                  )}
                  {state.type === 'customText' ? (
                    <button
                      type="button"
                      aria-disabled={!readyToAdd(state) || busy}
                      className="self-center font-semibold underline hover:no-underline aria-disabled:cursor-not-allowed aria-disabled:text-stone-600"
                      onClick={() => void saveForLater()}
                    >
                      {intl.formatMessage(em.saveForLater)}
                    </button>
                  ) : null}
                </section>
              ) : null}
              {state.step > 1 ? (
                <button
                  type="button"
                  onClick={() => dispatch({ kind: 'back' })}
                  className="self-start underline hover:no-underline"
                >
                  {intl.formatMessage(em.back)}
                </button>
              ) : null}
            </div>
          </div>
          <ConfirmationDialog
            open={confirmExit}
            onOpenChange={setConfirmExit}
            title={intl.formatMessage(em.exitTitle)}
            message={intl.formatMessage(em.exitBody)}
            primaryActionLabel={intl.formatMessage(em.exitConfirm)}
            onPrimaryAction={close}
            alternateActionLabel={intl.formatMessage(em.exitCancel)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
