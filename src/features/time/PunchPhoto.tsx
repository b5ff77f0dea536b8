import { usePunchPhotoUrl } from '../../data/time';
import type { PunchPhotoOutcome } from '../../data/model';
import { useT } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';

/** The photo taken at a punch, small, beside it; or why there is none (issue #35). */
export function PunchPhoto({
  uid,
  punchId,
  photo,
}: {
  uid: string;
  punchId: string;
  photo: PunchPhotoOutcome;
}) {
  const t = useT(TIME_TEXTS);
  const url = usePunchPhotoUrl(uid, punchId, photo);
  if (photo !== 'taken') return <span className="page-subtitle"> · {t(`time.photo.none.${photo}`)}</span>;
  return url ? (
    <img
      className="punch-photo"
      src={url}
      alt={t('time.photo.of')}
      width={48}
      height={48}
      data-testid="punch-photo"
    />
  ) : null;
}
