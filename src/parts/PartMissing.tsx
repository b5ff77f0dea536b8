import { useT } from '../i18n';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** A part of a screen whose code is not on the phone yet (src/ui/lazyPart.tsx). */
export function PartMissing({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <Alert kind="warning">
      <p>{t('common.partMissing')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
