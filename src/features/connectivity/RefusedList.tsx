import { useWorkClock } from '../../data/useWorkClock';
import { discardRefusedWrite, retryRefusedWrite, type DeadLetter } from '../../data/writes';
import { useFormats, useT } from '../../i18n';
import { REFUSED_TEXTS } from '../../i18n/areas/refused';
import { Button } from '../../ui/Button';

/** Why the server refused a change, by its code, as the catalogue says it. */
const REFUSAL_CODES = ['permission-denied', 'invalid-argument', 'already-exists', 'invalid-entry'] as const;
function refusalKey(code: string) {
  const known = REFUSAL_CODES.find((candidate) => candidate === code);
  return known ? (`refused.because.${known}` as const) : 'refused.because.other';
}

/**
 * The changes the server refused, each with what it was and why, until the person tries
 * again or discards it. What a change was is named by the data layer (a key and its data)
 * and said here in the person's language; letters saved before that carry their own text.
 */
export default function RefusedList({ letters, label }: { letters: readonly DeadLetter[]; label: string }) {
  const t = useT(REFUSED_TEXTS);
  const formats = useFormats();
  // When the change was made on this phone, on the person's own work clock.
  const { homeZone } = useWorkClock();
  return (
    <ul className="list-plain" aria-label={label}>
      {letters.map((letter) => (
        <li key={letter.seq} className="card" role="alert">
          <strong>
            {typeof letter.label === 'object'
              ? t(`refused.write.${letter.label.key}`, letter.label.values)
              : (letter.label ?? t('refused.aChange'))}
          </strong>
          <p>{t(refusalKey(letter.code))}</p>
          <p className="page-subtitle">
            {t('refused.made', { when: formats.zoned(letter.createdAt, homeZone, 'stamp') })}
          </p>
          <div className="modal-actions">
            <Button variant="secondary" onClick={() => void discardRefusedWrite(letter.seq ?? -1)}>
              {t('refused.discard')}
            </Button>
            <Button onClick={() => void retryRefusedWrite(letter.seq ?? -1)}>{t('refused.tryAgain')}</Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
