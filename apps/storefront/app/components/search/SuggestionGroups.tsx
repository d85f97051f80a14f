import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { SuggestionGroup, SuggestionOption } from '../../lib/search/autocomplete.ts';
import { m } from './messages.ts';

const TITLES = {
  recent: m.recentSearches,
  phrases: m.suggestions,
  categories: m.categories,
  products: m.products,
  community: m.community,
} as const;

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-stone-900 hover:bg-stone-100 aria-selected:bg-stone-100 aria-selected:outline-2 aria-selected:outline-orange-700';
const groupTitleClass =
  'px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-stone-600 uppercase';

/**
 * The combobox's listbox: each group titled (role group, labelled by its title), each option a
 * link the keyboard reaches through aria-activedescendant (tabIndex -1), hidden while empty.
 */
export function SuggestionGroups({
  id,
  groups,
  activeIndex,
  optionId,
  href,
  onFollow,
}: {
  id: string;
  groups: SuggestionGroup[];
  activeIndex: number;
  optionId: (index: number) => string;
  href: (path: string) => string;
  onFollow: (option: SuggestionOption) => void;
}) {
  const intl = useIntl();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={intl.formatMessage(m.listLabel)}
      hidden={groups.length === 0}
      className="mt-2"
    >
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <div id={`${id}-${group.key}`} className={groupTitleClass}>
            {intl.formatMessage(TITLES[group.key])}
          </div>
          {group.options.map((option) => (
            <Link
              key={option.key}
              id={optionId(option.index)}
              role="option"
              aria-selected={option.index === activeIndex}
              tabIndex={-1}
              to={href(option.path)}
              onClick={() => onFollow(option)}
              className={optionClass}
            >
              <OptionContent option={option} />
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * A phrase with the typed part in bold; a product with its thumbnail and price; a community post
 * with its picture, title and category.
 */
function OptionContent({ option }: { option: SuggestionOption }) {
  switch (option.kind) {
    case 'recent':
      return <span className="truncate">{option.search}</span>;
    case 'category':
      return <span className="truncate">{option.category.name}</span>;
    case 'phrase':
      return (
        <span className="truncate">
          {option.phrase.parts.map((part, i) =>
            part.match ? (
              <mark key={i} className="bg-transparent font-bold text-stone-950">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </span>
      );
    case 'product': {
      const { product } = option;
      return (
        <>
          {product.image ? (
            <img
              src={product.image.src}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
              className="size-14 shrink-0 rounded-md bg-stone-100 object-contain"
            />
          ) : (
            <span className="size-14 shrink-0 rounded-md bg-stone-100" />
          )}
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{product.name}</span>
            {product.price ? <span className="text-stone-700">{product.price}</span> : null}
          </span>
        </>
      );
    }
    case 'community': {
      const { post } = option;
      return (
        <>
          <Thumbnail src={post.image?.src} />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{post.title}</span>
            {post.category ? <span className="text-stone-700">{post.category}</span> : null}
          </span>
        </>
      );
    }
  }
}

/** A 56 px picture beside an option; decorative, since the option's text names the thing. */
function Thumbnail({ src }: { src: string | undefined }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className="size-14 shrink-0 rounded-md bg-stone-100 object-cover"
    />
  ) : (
    <span className="size-14 shrink-0 rounded-md bg-stone-100" />
  );
}
