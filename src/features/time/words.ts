import type { TimeChange } from '../../data/model';
import { useFormats, useT } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';

/** A correction's change in the reader's words: what it adds, moves or removes, on the business's clock. */
export function useTimeWords() {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  return {
    change: (change: TimeChange, zone: string): string => {
      const kind = t(`time.kind.${change.kind}`);
      const when = (time: string) => formats.zoned(time, zone, 'when');
      switch (change.action) {
        case 'add':
          return t('time.change.add', { kind, time: when(change.at) });
        case 'move':
          return t('time.change.move', { kind, from: when(change.from), to: when(change.to) });
        case 'void':
          return t('time.change.void', { kind, time: when(change.from) });
      }
    },
  };
}
