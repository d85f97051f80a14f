/**
 * The catalogue rules the catalogue test applies to every language: a catalogue holds only ids
 * the descriptors define; a language's catalogue holds every one of them; and each message uses
 * the same ICU arguments as its English source and formats without error.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { FlatMessages } from './catalogue.ts';

/** The ICU arguments of a message with their kinds (`count:plural`), nested ones included. */
export function argumentsOf(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) found.add(`${el.value}`);
      if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
        found.add(`${el.value}:${TYPE[el.type]}`);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        found.add(`${el.value}:${TYPE[el.type]}`);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) {
        found.add(`<${el.value}>`);
        walk(el.children);
      }
    }
  };
  walk(parse(text));
  return [...found].sort();
}

/** Problems of one catalogue against the English source; none when it is complete and sound. */
export function catalogueProblems(
  source: FlatMessages,
  catalogue: FlatMessages,
  { complete }: { complete: boolean },
): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(catalogue)) {
    if (!(id in source)) problems.push(`${id}: no descriptor defines it`);
  }
  for (const [id, english] of Object.entries(source)) {
    const text = catalogue[id];
    if (text === undefined) {
      if (complete) problems.push(`${id}: missing`);
      continue;
    }
    let args: string[];
    try {
      args = argumentsOf(text);
    } catch (err) {
      problems.push(`${id}: not valid ICU (${(err as Error).message})`);
      continue;
    }
    const expected = argumentsOf(english).join(', ');
    if (args.join(', ') !== expected)
      problems.push(`${id}: arguments ${args.join(', ')} ≠ ${expected}`);
  }
  return problems;
}
