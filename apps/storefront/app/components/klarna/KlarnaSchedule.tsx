import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/format/money.ts';
import type { ShownInstalment } from '../../lib/klarna/klarna-view.ts';
import { useSite } from '../../lib/site-context.tsx';
import { klarnaMessages as m } from './messages.ts';

/** A Klarna plan's payments: amount in the order's currency, due day in the shopper's locale. */
export function KlarnaSchedule({
  instalments,
  currency,
}: {
  instalments: readonly ShownInstalment[];
  currency: string;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  return (
    <section aria-label={intl.formatMessage(m.schedule)} data-testid="klarna-schedule">
      <p className="text-sm font-semibold">{intl.formatMessage(m.schedule)}</p>
      <ol className="mt-1 grid gap-1 text-sm text-stone-800">
        {instalments.map((i) => {
          const amount = formatMoney(i.amount, currency, locale.id);
          return (
            <li key={i.dueDate}>
              {i.today
                ? intl.formatMessage(m.dueToday, { amount })
                : intl.formatMessage(m.dueOn, {
                    amount,
                    // A due day, not an instant: formatted in UTC so it never shifts a day.
                    date: intl.formatDate(`${i.dueDate}T00:00:00Z`, {
                      dateStyle: 'medium',
                      timeZone: 'UTC',
                    }),
                  })}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
