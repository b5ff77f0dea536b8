import { SMS_TERMS_EFFECTIVE_DAY } from '../../config/constants';
import { useFormats, useT } from '../../i18n';
import { CONSENT_TEXTS } from '../../i18n/areas/consent';
import { Page } from '../../ui/Page';

/** /security: how Lotcrew protects data, and the SMS terms. Open to everyone. */
export function SecurityStatement() {
  const t = useT(CONSENT_TEXTS);
  const formats = useFormats();
  return (
    <Page title={t('security.title')}>
      <div className="card stack">
        <section>
          <h2>{t('security.dataTitle')}</h2>
          <p>{t('security.data1')}</p>
          <p>{t('security.data2')}</p>
        </section>
        <section>
          <h2>{t('security.deviceTitle')}</h2>
          <p>{t('security.device1')}</p>
          <p>{t('security.device2')}</p>
          <p>{t('security.device3')}</p>
        </section>
        <section>
          <h2>{t('security.smsTitle')}</h2>
          <p>{t('security.sms')}</p>
          <p>{t('consent.termsEffective', { date: formats.day(SMS_TERMS_EFFECTIVE_DAY) })}</p>
        </section>
      </div>
    </Page>
  );
}
