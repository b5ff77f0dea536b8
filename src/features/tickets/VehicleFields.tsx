import { useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { ScanButton } from '../../parts/scan/ScanButton';
import type { FieldMessage, VehicleForm } from './newTicket';

type WorkKey = 'from' | 'to' | 'due' | 'priority';

export interface Bound {
  value: string;
  error: FieldMessage | undefined;
  onChange(event: { target: { value: string } }): void;
}

/** A bound input with its error message in the person's language. */
export function translated(bound: Bound, t: (key: FieldMessage) => string) {
  return { ...bound, error: bound.error && t(bound.error) };
}

/**
 * The vehicle's inputs, the same on the new and the edit form. "Scan a barcode" (issue #36)
 * fills the VIN from its label (only once its check digit is right) or the stock number
 * from a stock label.
 */
export function VehicleFields({ field }: { field: (key: keyof VehicleForm) => Bound }) {
  const t = useT(TICKET_TEXTS);
  const bind = (key: keyof VehicleForm) => translated(field(key), t);
  return (
    <>
      <ScanButton
        accepts={['vin', 'text']}
        onScan={(scanned) => {
          if (scanned.kind === 'vin') field('vin').onChange({ target: { value: scanned.vin } });
          else if (scanned.kind === 'text') field('stock').onChange({ target: { value: scanned.text } });
        }}
      />
      <Field label={t('tickets.field.stock')} autoCapitalize="characters" maxLength={20} {...bind('stock')} />
      <Field
        label={t('tickets.field.vin')}
        autoCapitalize="characters"
        maxLength={17}
        spellCheck={false}
        {...bind('vin')}
      />
      <Field label={t('tickets.field.year')} inputMode="numeric" maxLength={4} {...bind('year')} />
      <Field label={t('tickets.field.make')} maxLength={40} {...bind('make')} />
      <Field label={t('tickets.field.model')} maxLength={40} {...bind('model')} />
      <Field label={t('tickets.field.color')} maxLength={40} {...bind('color')} />
    </>
  );
}

/** Where, when and how urgent: the same on the new and the edit form. */
export function WorkFields({ field }: { field: (key: WorkKey) => Bound }) {
  const t = useT(TICKET_TEXTS);
  const bind = (key: WorkKey) => translated(field(key), t);
  return (
    <>
      <Field label={t('tickets.field.from')} maxLength={200} {...bind('from')} />
      <Field label={t('tickets.field.to')} maxLength={200} {...bind('to')} />
      <Field label={t('tickets.field.due')} type="datetime-local" {...bind('due')} />
      <Select
        label={t('tickets.field.priority')}
        options={[
          { value: 'normal', label: t('tickets.priority.normal') },
          { value: 'high', label: t('tickets.priority.high') },
        ]}
        {...bind('priority')}
      />
    </>
  );
}
