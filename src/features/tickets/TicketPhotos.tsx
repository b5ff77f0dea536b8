import type { LocalPhoto, Mirrored } from '../../data/db';
import type { Ticket, TicketPhoto } from '../../data/model';
import {
  discardPhoto,
  PhotoProblem,
  retryPhoto,
  takePhoto,
  useBlobUrl,
  useLocalPhotos,
  useStoredPhotoUrl,
  useUploadProgress,
} from '../../data/photos';
import { PHOTO_SLOTS, requiredShots, type PhotoSlot } from '../../data/tickets';
import { useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Button } from '../../ui/Button';
import { useAttempt } from '../../ui/useAttempt';

interface SlotPhotos {
  /** This phone's newest photo of the slot, if it took one. */
  local: LocalPhoto | undefined;
  /** The server's newest photo of the slot. */
  stored: TicketPhoto | undefined;
}

const newest = <T extends { takenAt: string }>(items: T[]): T | undefined =>
  items.reduce<T | undefined>(
    (latest, item) => (!latest || item.takenAt >= latest.takenAt ? item : latest),
    undefined,
  );

/**
 * The ticket's required shots, one slot each: the newest photo (this phone's thumbnail,
 * offline too, or Storage's copy), where its upload stands, and a camera button for
 * whoever may take photos.
 */
export function TicketPhotos({ ticket, mayTake }: { ticket: Mirrored<Ticket>; mayTake: boolean }) {
  const local = useLocalPhotos(ticket.id) ?? [];
  const slots = PHOTO_SLOTS[ticket.kind];
  const live = local.filter((photo) => photo.state !== 'refused');
  const shots = requiredShots(ticket.kind, [
    ...ticket.photos.map((photo) => photo.slot),
    ...live.map((photo) => photo.slot),
  ]);
  const t = useT(WORK_TEXTS, TICKET_TEXTS);
  const photosOf = (slotId: string): SlotPhotos => ({
    local: newest(local.filter((photo) => photo.slot === slotId)),
    stored: newest(ticket.photos.filter((photo) => photo.slot === slotId)),
  });

  return (
    <section aria-label={t('photos.title')}>
      <h2>{t('photos.title')}</h2>
      <p data-testid="required-shots">
        {t('photos.count', { taken: shots.taken, required: shots.required })}
        {shots.missing.length > 0
          ? ` · ${t('photos.missing', { slots: shots.missing.map((slot) => t(`slot.${slot.id}`)).join(', ') })}`
          : ''}
      </p>
      <ul className="photo-slots">
        {slots.map((slot) => (
          <PhotoSlotCard
            key={slot.id}
            ticket={ticket}
            slot={slot}
            photos={photosOf(slot.id)}
            mayTake={mayTake}
          />
        ))}
      </ul>
    </section>
  );
}

function PhotoSlotCard({
  ticket,
  slot,
  photos,
  mayTake,
}: {
  ticket: Mirrored<Ticket>;
  slot: PhotoSlot;
  photos: SlotPhotos;
  mayTake: boolean;
}) {
  const { busy, failed, error: cause, attempt } = useAttempt();
  const t = useT(WORK_TEXTS, TICKET_TEXTS);
  const label = t(`slot.${slot.id}`);
  const progress = useUploadProgress();
  const { local, stored } = photos;
  // This phone's photo is newer than (or the same as) the server's: show its thumbnail.
  const showLocal = local && (!stored || local.takenAt >= stored.takenAt || local.path === stored.path);
  const thumbnailUrl = useBlobUrl(showLocal ? local.thumbnail : undefined);
  const storedUrl = useStoredPhotoUrl(!showLocal ? stored?.path : undefined);
  const sending = local ? progress.get(local.id) : undefined;

  let state = t('photos.none');
  if (showLocal && local.state === 'refused')
    state = local.refusedBecause
      ? t(`photos.refused.${local.refusedBecause}`)
      : (local.message ?? t('common.saveFailed'));
  else if (showLocal && local.state === 'waiting')
    state =
      sending === undefined
        ? t('photos.waiting')
        : t('photos.uploading', { percent: Math.round(sending * 100) });
  else if (showLocal || stored) state = t('photos.uploaded');

  async function capture(file: File | undefined) {
    if (file) await attempt(() => takePhoto(ticket, slot.id, file));
  }
  // The device's own reasons (not a photo, storage full), in the person's language.
  const error = !failed
    ? null
    : cause instanceof PhotoProblem
      ? t(`photos.problem.${cause.reason}`)
      : cause instanceof DOMException && cause.name === 'QuotaExceededError'
        ? t('photos.problem.storageFull')
        : t('common.saveFailed');

  return (
    <li
      className="card photo-slot"
      data-testid={`photo-slot-${slot.id}`}
      data-state={showLocal ? local.state : stored ? 'uploaded' : 'empty'}
    >
      <strong>{label}</strong>
      {showLocal && thumbnailUrl ? (
        <img src={thumbnailUrl} alt={t('photos.takenHere', { slot: label })} width={120} />
      ) : storedUrl ? (
        <img src={storedUrl} alt={label} width={120} loading="lazy" />
      ) : null}
      <p role={showLocal && local.state === 'refused' ? 'alert' : undefined}>{state}</p>
      {sending !== undefined ? (
        <progress max={1} value={sending} aria-label={t('photos.upload', { slot: label })} />
      ) : null}
      {showLocal && local.state === 'refused' ? (
        <div className="modal-actions">
          <Button variant="secondary" onClick={() => void discardPhoto(local.id)}>
            {t('photos.discard')}
          </Button>
          <Button onClick={() => void retryPhoto(local.id)}>{t('photos.tryAgain')}</Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {mayTake ? (
        <label className="button button-secondary">
          {t(busy ? 'photos.saving' : local || stored ? 'photos.retake' : 'photos.take')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            aria-label={t('photos.input', { slot: label })}
            disabled={busy}
            onChange={(event) => {
              const input = event.currentTarget;
              void capture(input.files?.[0]).then(() => {
                input.value = '';
              });
            }}
          />
        </label>
      ) : null}
    </li>
  );
}
