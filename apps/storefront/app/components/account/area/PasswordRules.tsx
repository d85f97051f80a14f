import type { PasswordRuleId } from '@solo/accounts';
import type { AccountMessageKey } from '../../../lib/account/area-messages.ts';
import { useAccountT } from './use-account-t.ts';
import { GLYPH_RULE_MET, GLYPH_RULE_OPEN, GLYPH_RULE_UNMET } from '../../ui/text.ts';

/** The rules of @solo/accounts' PASSWORD_RULES in their order, by the message naming each. */
const RULE_MESSAGES: Readonly<Record<PasswordRuleId, AccountMessageKey>> = {
  minLength: 'ruleMinLength',
  maxLength: 'ruleMaxLength',
  uppercase: 'ruleUppercase',
  lowercase: 'ruleLowercase',
  digit: 'ruleDigit',
  special: 'ruleSpecial',
};

export interface PasswordLimits {
  min: number;
  max: number;
}

/**
 * The new-password rules, each with its own message. `failed` marks the rules the password
 * breaks (null until it has been checked); the list is the field's hint, so screen readers
 * read it with the field.
 */
export function PasswordRules({
  id,
  limits,
  failed,
}: {
  id: string;
  limits: PasswordLimits;
  failed: readonly PasswordRuleId[] | null;
}) {
  const t = useAccountT();
  return (
    <div id={id} className="grid gap-1 text-sm text-stone-700">
      <p>{t('passwordRulesIntro')}</p>
      <ul className="grid gap-0.5">
        {(Object.keys(RULE_MESSAGES) as PasswordRuleId[]).map((rule) => {
          const state = failed === null ? null : !failed.includes(rule);
          const count = rule === 'maxLength' ? limits.max : limits.min;
          return (
            <li
              key={rule}
              data-rule={rule}
              data-met={state === null ? undefined : String(state)}
              className={
                state === false ? 'font-semibold text-red-800' : state ? 'text-green-800' : ''
              }
            >
              <span aria-hidden="true">
                {state === false ? GLYPH_RULE_UNMET : state ? GLYPH_RULE_MET : GLYPH_RULE_OPEN}
              </span>
              {t(RULE_MESSAGES[rule], { count })}
              {state === null ? null : (
                <span className="sr-only"> {t(state ? 'ruleMet' : 'ruleUnmet')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
