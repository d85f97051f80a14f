/**
 * Every message of the wallets area, for its catalogue and tests: the bar's (kept apart so the
 * bar, which pages load, carries only its own) and those of the sheet and the flow.
 */
import { barMessages } from './bar-messages.ts';
import { m } from './messages.ts';

export const allMessages = { ...barMessages, ...m };
export type WalletsMessageKey = keyof typeof allMessages;
