/**
 * The seeded list of blocked words (docs/decisions/first-party-reviews.md): a review containing
 * one is held for an operator, never refused, so a false match costs a moderator's glance and
 * not a customer's words. Lower case; matched as whole words after moderation.ts normalises the
 * text (NFKC, case, accents kept). Spam vocabulary first, then profanity of the store's languages.
 * A change here is a code change, reviewed like one; the list is data, kept apart from the rules.
 */
export const BLOCKED_WORDS: readonly string[] = [
  // Spam and scams
  'viagra',
  'cialis',
  'casino',
  'porn',
  'porno',
  'xxx',
  'escort',
  'bitcoin',
  'crypto',
  'forex',
  'payday loan',
  'work from home',
  'whatsapp',
  'telegram',
  // English
  'fuck',
  'fucking',
  'shit',
  'bullshit',
  'bitch',
  'asshole',
  'cunt',
  'dickhead',
  'motherfucker',
  // German
  'scheiße',
  'scheisse',
  'arschloch',
  'fotze',
  // French
  'merde',
  'putain',
  'connard',
  'salope',
  // Spanish, Italian
  'mierda',
  'cabrón',
  'puta',
  'cazzo',
  'stronzo',
  // Dutch, Scandinavian, Polish
  'kut',
  'klootzak',
  'fitta',
  'kuk',
  'kurwa',
  'chuj',
];
