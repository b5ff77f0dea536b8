import { useMySmsAlerts } from '../../data/smsAlerts';
import { useWorkClock } from '../../data/useWorkClock';
import { useFormats, useT } from '../../i18n';
import { CONSENT_TEXTS } from '../../i18n/areas/consent';
import { WORK_TEXTS } from '../../i18n/areas/work';

/**
 * A salesperson's last SMS work alerts and what became of each (issue #21). Its own chunk:
 * only Sales staff open it, so nobody else's Settings carries its code.
 */
export default function RecentSmsAlerts({ uid }: { uid: string }) {
  const t = useT(CONSENT_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  const recent = useMySmsAlerts(uid);
  return (
    <>
      <h3 id="sms-recent">{t('smsSettings.recent')}</h3>
      {recent && recent.length > 0 ? (
        <ul aria-labelledby="sms-recent" data-testid="sms-recent">
          {recent.map((alert) => (
            <li key={alert.id}>
              {t('smsSettings.recentItem', {
                stock: alert.stock,
                step: t(`status.${alert.step}`),
                state: t(`smsState.${alert.state}`),
              })}{' '}
              · {formats.zoned(alert.requestedAt, clock.homeZone, 'stamp')}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('smsSettings.recentNone')}</p>
      )}
    </>
  );
}
