export { CHANGES_CHANNEL, CHANGE_SCOPES, openChangeFeed } from './feed.ts';
export type { ChangeFeed, ChangeScope } from './feed.ts';
