import type { PremiumCause, TimeRules, WorkdayBreaks } from '../../data/time';
import { hoursOf, premiumHoursOf } from '../../data/time';
import { useFormats, useT } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { DataTable, figureColumn, type Column } from '../../ui/DataTable';

/**
 * A person's workdays under California's meal and rest periods (issue #35): each meal as
 * the punches show it, the rest periods due, what they said at clock-out, and the premium
 * hours the day earns with their causes. The same reading for the worker and the office.
 */
export function BreakDays({ days, rules }: { days: readonly WorkdayBreaks[]; rules: TimeRules }) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const meals = (day: WorkdayBreaks) =>
    day.meals.length === 0
      ? t('time.breakDays.noMealDue')
      : day.meals
          .map((meal) =>
            t(`time.breakDays.meal.${meal.waived ? 'waived' : (meal.problem ?? 'taken')}`, {
              ordinal: meal.ordinal,
            }),
          )
          .join(' · ');
  const causes = (list: readonly PremiumCause[]) =>
    list.map((cause) => t(`time.premiumCause.${cause}`)).join(' · ');
  const columns: Column<WorkdayBreaks>[] = [
    {
      id: 'day',
      header: t('time.breakDays.day'),
      value: (day) => day.day,
      cell: (day) => formats.zoned(day.start, rules.zone, 'day'),
    },
    figureColumn<WorkdayBreaks>(
      'worked',
      t('time.worked'),
      (day) => hoursOf(day.workedMs),
      (hours) => t('time.hours', { hours: formats.decimal(hours) }),
    ),
    { id: 'meals', header: t('time.breakDays.meals'), value: meals, unsorted: true },
    figureColumn<WorkdayBreaks>(
      'rests',
      t('time.breakDays.restsDue'),
      (day) => day.restsDue,
      formats.decimal,
    ),
    {
      id: 'said',
      header: t('time.breakDays.said'),
      value: (day) => (day.said ? t('time.breakDays.answered') : t('time.breakDays.noAnswer')),
    },
    figureColumn<WorkdayBreaks>(
      'premium',
      t('time.premium'),
      premiumHoursOf,
      (hours) => t('time.hours', { hours: formats.decimal(hours) }),
      'premium',
    ),
    { id: 'causes', header: t('time.breakDays.causes'), value: (day) => causes(day.causes), unsorted: true },
  ];
  return (
    <DataTable
      label={t('time.breakDays.title')}
      columns={columns}
      rows={days}
      rowKey={(day) => day.day}
      empty={t('time.breakDays.empty')}
    />
  );
}
