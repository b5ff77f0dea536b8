import { useEffect, useState, type ReactNode } from 'react';
import { APP_VERSION } from '../../config/env';
import { clearDeviceData, deviceStorageUse } from '../../data/account';
import { unsyncedChangeCount } from '../../data/auth';
import { useConnection } from '../../data/connection';
import { useFormats, useT } from '../../i18n';
import { ACCOUNT_TEXTS } from '../../i18n/areas/account';
import { checkForUpdate, type UpdateCheck } from '../../lib/update';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Page } from '../../ui/Page';

const BYTES_PER_MB = 1_000_000;

/**
 * /settings (issue #20, everyone): the language, SMS alerts (Sales staff), the app's
 * version and a check for a newer one, what Lotcrew stores on this phone and clearing it,
 * and signing out. The language switch, the SMS part and the sign-out button are other
 * features' parts, handed in by the route line.
 */
export function SettingsPage({
  languageSwitch,
  smsSettings,
  signOut,
}: {
  languageSwitch: ReactNode;
  smsSettings: ReactNode;
  signOut: ReactNode;
}) {
  const t = useT(ACCOUNT_TEXTS);
  const formats = useFormats();
  const online = useConnection().status === 'connected';
  const [check, setCheck] = useState<UpdateCheck | 'checking' | null>(null);
  const [usedBytes, setUsedBytes] = useState<number | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<{ pending: number } | null>(null);

  useEffect(() => {
    let current = true;
    void deviceStorageUse().then((use) => current && setUsedBytes(use?.usedBytes ?? null));
    return () => {
      current = false;
    };
  }, []);

  const runCheck = () => {
    setCheck('checking');
    void checkForUpdate().then(setCheck, () => setCheck('unavailable'));
  };
  const startClearing = async () => setConfirming({ pending: await unsyncedChangeCount() });
  const clear = async () => {
    await clearDeviceData();
    // The app starts again on the same screen, signed in, and reads its copy from the server.
    window.location.reload();
  };

  return (
    <Page title={t('settings.title')}>
      <section aria-labelledby="settings-language" className="card">
        <h2 id="settings-language">{t('settings.language')}</h2>
        {languageSwitch}
      </section>
      <section aria-labelledby="settings-sms" className="card">
        <h2 id="settings-sms">{t('settings.sms')}</h2>
        {smsSettings}
      </section>
      <section aria-labelledby="settings-app" className="card">
        <h2 id="settings-app">{t('settings.app')}</h2>
        <p data-testid="app-version">{t('settings.version', { version: APP_VERSION })}</p>
        <Button variant="secondary" disabled={check === 'checking'} onClick={runCheck}>
          {t('settings.checkUpdate')}
        </Button>
        <p role="status" data-testid="update-check">
          {check === 'checking' ? t('settings.checking') : check ? t(`settings.update.${check}`) : null}
        </p>
      </section>
      <section aria-labelledby="settings-device" className="card">
        <h2 id="settings-device">{t('settings.device')}</h2>
        {usedBytes === undefined ? null : (
          <p data-testid="storage-use">
            {usedBytes === null
              ? t('settings.storage.unknown')
              : t('settings.storage', {
                  used: formats.decimal(Math.round((usedBytes / BYTES_PER_MB) * 10) / 10),
                })}
          </p>
        )}
        <p>{t('settings.clear.about')}</p>
        {online ? null : <Alert kind="info">{t('settings.clear.offline')}</Alert>}
        <Button variant="secondary" disabled={!online} onClick={() => void startClearing()}>
          {t('settings.clear')}
        </Button>
      </section>
      <section aria-labelledby="settings-account" className="card">
        <h2 id="settings-account">{t('settings.account')}</h2>
        {signOut}
      </section>
      {confirming ? (
        <Modal
          title={t('settings.clear.confirmTitle')}
          tone={confirming.pending > 0 ? 'danger' : 'default'}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('settings.clear.keep')}
              </Button>
              <Button onClick={() => void clear()}>{t('settings.clear.confirm')}</Button>
            </>
          }
        >
          <p>{t('settings.clear.confirmBody')}</p>
          {confirming.pending > 0 ? (
            <Alert kind="warning">{t('settings.clear.pending', { count: confirming.pending })}</Alert>
          ) : null}
        </Modal>
      ) : null}
    </Page>
  );
}
