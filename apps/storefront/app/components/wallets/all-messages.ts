/**
 * Every message of the wallets area, for its catalogue and tests: the bar's and the tab labels' (kept
 * apart so pages carry only those) and those of the sheet, the flow and the tab panels.
 */
import { barMessages } from './bar-messages.ts';
import { m } from './messages.ts';
import { tabMessages } from './tab-messages.ts';

export const allMessages = { ...barMessages, ...tabMessages, ...m };
export type WalletsMessageKey = keyof typeof allMessages;
