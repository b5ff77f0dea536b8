import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import type { VehicleForm } from './newTicket';

type WorkKey = 'from' | 'to' | 'due' | 'priority';

interface Bound {
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
}

/** The vehicle's inputs, the same on the new and the edit form. */
export function VehicleFields({ field }: { field: (key: keyof VehicleForm) => Bound }) {
  return (
    <>
      <Field label="Stock #" autoCapitalize="characters" maxLength={20} {...field('stock')} />
      <Field label="VIN" autoCapitalize="characters" maxLength={17} spellCheck={false} {...field('vin')} />
      <Field label="Year" inputMode="numeric" maxLength={4} {...field('year')} />
      <Field label="Make" maxLength={40} {...field('make')} />
      <Field label="Model" maxLength={40} {...field('model')} />
      <Field label="Colour" maxLength={40} {...field('color')} />
    </>
  );
}

/** Where, when and how urgent: the same on the new and the edit form. */
export function WorkFields({ field }: { field: (key: WorkKey) => Bound }) {
  return (
    <>
      <Field label="From" maxLength={200} {...field('from')} />
      <Field label="To" maxLength={200} {...field('to')} />
      <Field label="Due" type="datetime-local" {...field('due')} />
      <Select
        label="Priority"
        options={[
          { value: 'normal', label: 'Normal' },
          { value: 'high', label: 'High' },
        ]}
        {...field('priority')}
      />
    </>
  );
}
