/**
 * The part of react-intl the storefront uses, for its pre-compiled catalogues (compile.ts), in a
 * fraction of react-intl's code: the build maps `react-intl` here (vite.config.ts), so every page
 * loads some 5 KB less gzipped JavaScript (docs/decisions/lite-intl.md). The catalogues hold
 * literals, arguments, cardinal plurals, `#` and plain `{n, number}` only (compile.ts checks it,
 * and `lite-intl.test.ts` formats every message of every catalogue both ways); anything else is
 * an error here, never a silently wrong text.
 */
import { Children, createContext, createElement, useContext, useMemo, type ReactNode } from 'react';

type Primitive = string | number | boolean | null | undefined | Date;
type Value = Primitive | ReactNode;
type Values = Record<string, Value>;

/** The AST element kinds of @formatjs/icu-messageformat-parser that the catalogues use. */
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const PLURAL = 6;
const POUND = 7;

interface Element {
  type: number;
  value: string;
  style?: unknown;
  options?: Record<string, { value: Element[] }>;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
}

export interface MessageDescriptor {
  id?: string;
  defaultMessage?: string | object;
  description?: string | object;
}

interface IntlError extends Error {
  code: string;
}

export interface IntlConfig {
  locale: string;
  defaultLocale?: string;
  messages?: Record<string, unknown>;
  timeZone?: string;
  onError?: (error: IntlError) => void;
}

export interface IntlShape {
  locale: string;
  defaultLocale: string;
  messages: Record<string, unknown>;
  timeZone?: string | undefined;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, Primitive>): string;
  formatMessage(descriptor: MessageDescriptor, values?: Values): string | ReactNode[];
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
  formatList(list: readonly string[], options?: Intl.ListFormatOptions): string;
  formatList(list: readonly Value[], options?: Intl.ListFormatOptions): string | ReactNode[];
}

function intlError(code: string, message: string): IntlError {
  return Object.assign(new Error(message), { code });
}

/** Formatter instances are costly to create and pure: one per locale and options. */
function memo<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let found = made.get(key);
    if (found === undefined) made.set(key, (found = make(key)));
    return found;
  };
}

export function createIntl(config: IntlConfig): IntlShape {
  const { locale, defaultLocale = 'en', messages = {}, timeZone } = config;
  const onError =
    config.onError ??
    ((error: IntlError) => {
      console.error(error);
    });
  const withZone = <O extends object>(options: O | undefined) =>
    timeZone ? { timeZone, ...options } : (options ?? {});
  const numbers = memo((key) => new Intl.NumberFormat(locale, JSON.parse(key) as object));
  const dates = memo((key) => new Intl.DateTimeFormat(locale, JSON.parse(key) as object));
  const lists = memo((key) => new Intl.ListFormat(locale, JSON.parse(key) as object));
  const plurals = new Intl.PluralRules(locale);
  const formatNumber = (value: number | bigint, options?: Intl.NumberFormatOptions) =>
    numbers(JSON.stringify(options ?? {})).format(value);

  function formatElements(elements: Element[], values: Values, pound: number | null): Value[] {
    const out: Value[] = [];
    for (const el of elements) {
      if (el.type === LITERAL) out.push(el.value);
      else if (el.type === POUND) {
        if (pound === null) throw intlError('FORMAT_ERROR', 'A # outside a plural');
        out.push(formatNumber(pound));
      } else {
        if (!(el.value in values))
          throw intlError('FORMAT_ERROR', `The value of {${el.value}} is missing`);
        const value = values[el.value];
        if (el.type === ARGUMENT) out.push(value);
        else if (el.type === NUMBER && el.style == null) out.push(formatNumber(Number(value)));
        else if (el.type === PLURAL && el.pluralType === 'cardinal' && el.options) {
          const n = Number(value) - (el.offset ?? 0);
          const option =
            el.options[`=${Number(value)}`] ?? el.options[plurals.select(n)] ?? el.options.other;
          if (!option) throw intlError('FORMAT_ERROR', `No "other" case for {${el.value}}`);
          out.push(...formatElements(option.value, values, n));
        } else throw intlError('FORMAT_ERROR', `Unsupported message element ${el.type}`);
      }
    }
    return out;
  }

  /** One string when every part is text, else the parts as React children (rich values). */
  const joined = (parts: Value[]): string | ReactNode[] =>
    parts.every((p) => typeof p !== 'object' || p === null || p instanceof Date)
      ? parts.map((p) => (p == null || p === false ? '' : String(p))).join('')
      : Children.toArray(parts as ReactNode[]);

  function formatMessage(descriptor: MessageDescriptor, values: Values = {}) {
    const id = descriptor.id ?? '';
    const message = messages[id];
    if (Array.isArray(message)) {
      try {
        return joined(formatElements(message as Element[], values, null));
      } catch (error) {
        onError(error as IntlError);
        return id;
      }
    }
    const fallback = typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : id;
    onError(
      intlError(
        'MISSING_TRANSLATION',
        `Missing message: "${id}" for locale: "${locale}", using ${fallback === id ? 'id' : 'default message'} as fallback.`,
      ),
    );
    return fallback;
  }

  function formatList(list: readonly Value[], options?: Intl.ListFormatOptions) {
    const format = lists(JSON.stringify(options ?? {}));
    if (list.every((item) => typeof item === 'string')) return format.format(list as string[]);
    let next = 0;
    return Children.toArray(
      format
        .formatToParts(list.map((_, i) => String(i)))
        .map((part) => (part.type === 'element' ? list[next++] : part.value)) as ReactNode[],
    );
  }

  return {
    locale,
    defaultLocale,
    messages,
    timeZone,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatNumber,
    formatDate: (value, options) =>
      dates(JSON.stringify(withZone(options))).format(new Date(value)),
    formatList: formatList as IntlShape['formatList'],
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  const { locale, defaultLocale, messages, timeZone, onError } = config;
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, messages, timeZone, onError }),
    [locale, defaultLocale, messages, timeZone, onError],
  );
  return createElement(IntlContext.Provider, { value: intl }, children);
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> above it');
  return intl;
}
