import { Fragment, type ComponentType, type ReactNode } from 'react';
import {
  isRteText,
  RTE_MARKS,
  type RichText as RichTextDoc,
  type RteElement,
  type RteMark,
  type RteNode,
  type RteText,
} from '@solo/content-model';
import { resolveLink } from '../../lib/content/link.ts';
import {
  isHeadingType,
  linkUrlOf,
  plainText,
  referenceOf,
  spanOf,
  type RteReference,
} from '../../lib/content/rich-text.ts';
import { ContentLink } from './ContentLink.tsx';
import { EMBEDS } from './embeds.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { lazyBlock } from './lazy-block.tsx';

/** The video player loads only where rich text shows a video. */
const Video = lazyBlock(() => import('./Video.tsx').then((m) => m.Video));

/** Spec 000 §3 marks, each as its HTML element. */
const MARKS: Record<RteMark, keyof HTMLElementTagNameMap> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strikethrough: 's',
  superscript: 'sup',
  subscript: 'sub',
};

const STYLES = {
  p: 'mt-4 first:mt-0',
  h1: 'mt-8 first:mt-0 text-3xl font-bold tracking-tight',
  h2: 'mt-8 first:mt-0 text-2xl font-bold tracking-tight',
  h3: 'mt-6 first:mt-0 text-xl font-semibold',
  h4: 'mt-6 first:mt-0 text-lg font-semibold',
  h5: 'mt-4 first:mt-0 font-semibold',
  h6: 'mt-4 first:mt-0 font-semibold uppercase tracking-wide text-sm',
  hr: 'my-8 border-stone-300',
  ul: 'mt-4 first:mt-0 list-disc space-y-1 ps-6',
  ol: 'mt-4 first:mt-0 list-decimal space-y-1 ps-6',
  a: 'text-brand-dark underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
  table: 'w-full border-collapse text-left text-sm',
  th: 'border-b-2 border-stone-300 px-3 py-2 font-semibold align-bottom',
  td: 'border-b border-stone-200 px-3 py-2 align-top',
  figure: 'mt-6 first:mt-0',
  caption: 'mt-2 text-sm text-muted',
} as const;

/** Where a node sits, for what its children may become (header cells name their column). */
interface Context {
  inHead: boolean;
}

const children = (node: RteElement, ctx: Context): ReactNode =>
  (Array.isArray(node.children) ? node.children : []).map((child, i) => (
    <Fragment key={i}>{renderNode(child, ctx)}</Fragment>
  ));

function renderText(leaf: RteText): ReactNode {
  const lines = leaf.text.split('\n');
  let out: ReactNode = lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
  for (const mark of RTE_MARKS) {
    if (leaf[mark] !== true) continue;
    const Tag = MARKS[mark];
    out = <Tag>{out}</Tag>;
  }
  return out;
}

function Reference({ reference }: { reference: RteReference }) {
  if (reference.kind === 'entry') {
    const Embed = EMBEDS[reference.type] as
      ComponentType<{ entry: Record<string, unknown> }> | undefined;
    return Embed ? <Embed entry={reference.entry} /> : null;
  }
  const caption = reference.caption ? (
    <figcaption className={STYLES.caption}>{reference.caption}</figcaption>
  ) : null;
  if (reference.kind === 'image')
    return (
      <figure className={STYLES.figure}>
        {reference.url.startsWith('/images/') ? (
          <ResponsiveImage
            image={{ url: reference.url, alt: reference.alt }}
            sizes="(min-width: 992px) 768px, 100vw"
            priority={false}
            className="h-auto w-full rounded"
          />
        ) : (
          <img
            src={reference.url}
            alt={reference.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded"
          />
        )}
        {caption}
      </figure>
    );
  return (
    <figure className={STYLES.figure}>
      <Video
        video={{
          link: reference.url,
          title: reference.title,
          poster: reference.poster ? { url: reference.poster, alt: '' } : undefined,
        }}
        className="h-auto w-full rounded"
      />
      {caption}
    </figure>
  );
}

/** A paragraph holding an embedded block renders as a div (a figure may not sit in a p). */
const holdsBlock = (node: RteElement) =>
  (node.children ?? []).some((c) => !isRteText(c) && c.type === 'reference');

function renderElement(node: RteElement, ctx: Context): ReactNode {
  const type = node.type;
  if (isHeadingType(type)) {
    const Heading = type;
    return <Heading className={STYLES[type]}>{children(node, ctx)}</Heading>;
  }
  switch (type) {
    case 'doc':
    case 'fragment':
      return children(node, ctx);
    case 'p':
      return holdsBlock(node) ? (
        <div className={STYLES.p}>{children(node, ctx)}</div>
      ) : (
        <p className={STYLES.p}>{children(node, ctx)}</p>
      );
    case 'hr':
      return <hr className={STYLES.hr} />;
    case 'ul':
      return <ul className={STYLES.ul}>{children(node, ctx)}</ul>;
    case 'ol':
      return <ol className={STYLES.ol}>{children(node, ctx)}</ol>;
    case 'li':
      return <li>{children(node, ctx)}</li>;
    case 'a': {
      const url = linkUrlOf(node);
      // Only a link that resolves (site path or http(s) URL) is a link; the rest is its text.
      if (resolveLink(url).kind === 'text') return children(node, ctx);
      return (
        <ContentLink link={url} className={STYLES.a}>
          {children(node, ctx)}
        </ContentLink>
      );
    }
    case 'reference': {
      const reference = referenceOf(node);
      return reference ? <Reference reference={reference} /> : null;
    }
    case 'table':
      return (
        <div className="mt-4 overflow-x-auto first:mt-0">
          <table className={STYLES.table}>{children(node, ctx)}</table>
        </div>
      );
    case 'thead':
      return <thead>{children(node, { ...ctx, inHead: true })}</thead>;
    case 'tbody':
      return <tbody>{children(node, { ...ctx, inHead: false })}</tbody>;
    case 'tr':
      return <tr>{children(node, ctx)}</tr>;
    case 'th':
      return (
        <th
          scope={ctx.inHead ? 'col' : 'row'}
          colSpan={spanOf(node.attrs?.colSpan)}
          rowSpan={spanOf(node.attrs?.rowSpan)}
          className={STYLES.th}
        >
          {children(node, ctx)}
        </th>
      );
    case 'td':
      return (
        <td
          colSpan={spanOf(node.attrs?.colSpan)}
          rowSpan={spanOf(node.attrs?.rowSpan)}
          className={STYLES.td}
        >
          {children(node, ctx)}
        </td>
      );
    default:
      // Unknown nodes (a `script`, a vendor's widget): their text only, never their markup.
      return plainText(node);
  }
}

function renderNode(node: RteNode, ctx: Context): ReactNode {
  if (!node || typeof node !== 'object') return null;
  if (isRteText(node)) return renderText(node);
  return renderElement(node, ctx);
}

/**
 * A JSON rich-text field (spec 000 §3 nodes and marks). React escapes every text; element attrs
 * are read by name (link url, table spans), never spread onto markup; links go through the
 * content link resolution (spec 000 §2), so a javascript: URL is plain text; embedded entries
 * render through EMBEDS (embeds.tsx), and a type without a renderer renders nothing.
 */
export function RichText({
  doc,
  className,
}: {
  doc: RichTextDoc | null | undefined;
  className?: string;
}) {
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.children)) return null;
  return <div className={className}>{renderElement(doc, { inHead: false })}</div>;
}
