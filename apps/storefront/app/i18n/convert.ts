/**
 * One-off conversion to FormatJS's own pipeline: reads every area's translations.ts and the
 * message files under messages/, writes one JSON catalogue per language (lang/<language>.json)
 * plus regional variants only where their wording differs, and rewrites each descriptor file
 * into `defineMessages` with the English text and a description.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

type Flat = Record<string, string>;
const here = import.meta.dirname;
const app = join(here, '..');
const messagesDir = join(here, 'messages');
const langDir = join(here, 'lang');
const componentsDir = join(app, 'components');

const sources: Record<string, Flat> = {};
for (const file of readdirSync(messagesDir).filter((f) => f.endsWith('.json'))) {
  sources[file.replace(/\.json$/, '')] = JSON.parse(
    readFileSync(join(messagesDir, file), 'utf8'),
  ) as Flat;
}
const globalIds = Object.keys(sources['en-US']!);
for (const file of readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => basename(f) === 'translations.ts')
  .sort()) {
  const mod = (await import(pathToFileURL(join(componentsDir, file)).href)) as {
    translations: Record<string, Flat>;
  };
  for (const [locale, messages] of Object.entries(mod.translations)) {
    sources[locale] = { ...messages, ...sources[locale] };
  }
}
const en = sources['en-US']!;

// Languages and the locale whose texts are the language's; variants keep only what differs.
const LANGUAGES: Record<string, string> = {
  fr: 'fr-FR',
  de: 'de-DE',
  nl: 'nl-NL',
  es: 'es-ES',
  it: 'it-IT',
};
const VARIANTS: Record<string, string> = { 'fr-CA': 'fr', 'es-US': 'es' };
const sorted = (o: Flat) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
mkdirSync(langDir, { recursive: true });
for (const [language, locale] of Object.entries(LANGUAGES)) {
  writeFileSync(
    join(langDir, `${language}.json`),
    JSON.stringify(sorted(sources[locale]!), null, 2) + '\n',
  );
}
for (const [variant, language] of Object.entries(VARIANTS)) {
  const base = sources[LANGUAGES[language]!]!;
  const own = Object.fromEntries(
    Object.entries(sources[variant]!).filter(([id, t]) => base[id] !== t),
  );
  writeFileSync(join(langDir, `${variant}.json`), JSON.stringify(sorted(own), null, 2) + '\n');
}
for (const [locale, messages] of Object.entries(sources)) {
  const extra = Object.keys(messages).filter((id) => !(id in en));
  const missing = Object.keys(en).filter((id) => !(id in messages));
  if (extra.length || missing.length) console.warn(locale, { extra, missing });
}

// ---- descriptors ----
const AREAS: Record<string, string> = {
  'components/shell/messages.ts': 'Site header, footer, menus and cookie consent',
  'components/product-tile/messages.ts': 'Product tile in listings and carousels',
  'components/recommendations/messages.ts': 'Product recommendations carousel',
  'components/search/messages.ts': 'Search box suggestions and recent searches',
  'components/wishlist/messages.ts': 'Wishlist (saved items)',
  'components/account/sign-in/messages.ts': 'Sign-in, registration and account drawer',
  'components/account/payments/messages.ts': 'Account page of saved credit cards',
  'components/product/page/messages.ts': 'Product page',
  'components/gift-card/messages.ts': 'E-gift card form and cart lines',
  'components/orders/messages.ts': 'Order history and order pages',
  'components/wallets/messages.ts': 'Express payment wallet sheet and flow',
  'components/wallets/bar-messages.ts': 'Express payment button bar',
  'components/wallets/tab-messages.ts': 'Express payment tabs on the checkout page',
  'components/cart/messages.ts': 'Cart page and mini cart',
  'components/cart/shell-messages.ts': 'Cart button and add-to-cart toast',
  'lib/listing/messages.ts': 'Category and search result listing pages',
  'lib/product/messages.ts': 'Product availability, labels, badges and buttons',
  'lib/checkout/messages.ts': 'Checkout page',
  'lib/account/area-messages.ts': 'Account area and password reset pages',
};

const humanize = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]/g, ' ')
    .toLowerCase();
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const cleanComment = (text: string) =>
  text
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*(\/\/|\*)\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

function descriptor(area: string, key: string, id: string, group: string | undefined): string {
  const text = en[id];
  if (text === undefined) throw new Error(`no English text for ${id}`);
  const args = [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((x) => x[1]))];
  let description = `${area}: ${humanize(key)}.`;
  if (group) description += ` ${group}`;
  if (args.length) description += ` Placeholders: ${args.map((a) => `{${a}}`).join(', ')}.`;
  return `{ id: ${quote(id)}, defaultMessage: ${quote(text)}, description: ${quote(description)} }`;
}

function leadingComment(sourceText: string, node: ts.Node): string | undefined {
  const ranges = ts.getLeadingCommentRanges(sourceText, node.getFullStart()) ?? [];
  const texts = ranges.map((r) => cleanComment(sourceText.slice(r.pos, r.end))).filter(Boolean);
  return texts.length ? texts.join(' ') : undefined;
}

function rewrite(file: string, area: string) {
  const path = join(app, file);
  const text = readFileSync(path, 'utf8');
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const stmt of sf.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      let init = decl.initializer;
      if (!init) continue;
      // KEYS arrays: const KEYS = ['a', ...] as const → handled by the id pattern in `m`.
      const outer = init;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      const name = decl.name.getText(sf);
      if (name === 'KEYS' && ts.isArrayLiteralExpression(init)) {
        const prefix = file.includes('checkout') ? 'checkout' : 'accountArea';
        let group: string | undefined;
        const props = init.elements.map((el) => {
          const key = (el as ts.StringLiteral).text;
          const c = leadingComment(text, el);
          group = c;
          const comment = c ? `  // ${c}\n` : '';
          return `${comment}  ${key}: ${descriptor(area, key, `${prefix}.${key}`, group)},`;
        });
        edits.push({
          start: stmt.getStart(sf),
          end: stmt.getEnd(),
          text: `export const m = defineMessages({\n${props.join('\n')}\n});`,
        });
        continue;
      }
      if (!ts.isObjectLiteralExpression(init)) continue;
      const isSet = init.properties.some(
        (p) =>
          ts.isPropertyAssignment(p) &&
          ts.isObjectLiteralExpression(p.initializer) &&
          p.initializer.properties.some((q) => q.name?.getText(sf) === 'id'),
      );
      if (!isSet) continue;
      let group: string | undefined;
      for (const p of init.properties) {
        if (!ts.isPropertyAssignment(p) || !ts.isObjectLiteralExpression(p.initializer)) continue;
        const idProp = p.initializer.properties.find((q) => q.name?.getText(sf) === 'id');
        if (!idProp || !ts.isPropertyAssignment(idProp)) continue;
        const id = (idProp.initializer as ts.StringLiteral).text;
        const c = leadingComment(text, p);
        group = c;
        edits.push({
          start: p.initializer.getStart(sf),
          end: p.initializer.getEnd(),
          text: descriptor(area, p.name.getText(sf).replace(/^'|'$/g, ''), id, group),
        });
      }
      // Wrap the set: `{...} as const` / `satisfies …` → defineMessages({...}).
      edits.push({ start: outer.getStart(sf), end: init.getStart(sf), text: 'defineMessages(' });
      edits.push({ start: init.getEnd(), end: outer.getEnd(), text: ')' });
    }
  }
  // The KEYS files: drop the Object.fromEntries `m` and derive the key type from `m`.
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  }
  out = out.replace(/export const m = Object\.fromEntries\([\s\S]*?\n\};\n/, '');
  out = out.replace(/= \(typeof KEYS\)\[number\];/, '= keyof typeof m;');
  // Import after the header comment.
  const headerEnd = out.startsWith('/**') ? out.indexOf('*/') + 3 : 0;
  out = `${out.slice(0, headerEnd)}import { defineMessages } from 'react-intl';\n${out.slice(headerEnd)}`;
  writeFileSync(path, out);
  console.log('rewrote', relative(app, path));
}
for (const [file, area] of Object.entries(AREAS)) rewrite(file, area);

// Site-wide messages (formerly messages/en-US.json).
const camel = (id: string) => id.replace(/[.-]([a-zA-Z])/g, (_, c: string) => c.toUpperCase());
const globals = globalIds.filter((id) => !id.startsWith('locale.name.'));
const names = globalIds.filter((id) => id.startsWith('locale.name.'));
const globalFile = `/**
 * Site-wide messages: errors, the page skeleton, toasts, dialogs, the error, offline and 404
 * pages, the home page, and the names of locale codes (spec 000 §8). \`useT\` formats the former
 * by id; \`localeName\` looks up the latter.
 */
import { defineMessages } from 'react-intl';

export const globalMessages = defineMessages({
${globals.map((id) => `  ${camel(id)}: ${descriptor('Site-wide', id.split('.').slice(-2).join(' '), id, undefined)},`).join('\n')}
});

/** The name of each locale code, shown by the locale selector. */
export const localeNames = defineMessages({
${names.map((id) => `  ${quote(id.slice('locale.name.'.length))}: { id: ${quote(id)}, defaultMessage: ${quote(en[id]!)}, description: ${quote(`Locale selector: the name of the locale ${id.slice('locale.name.'.length)} in the shopper's language.`)} },`).join('\n')}
});
`;
writeFileSync(join(here, 'messages.ts'), globalFile);
console.log('wrote i18n/messages.ts');
