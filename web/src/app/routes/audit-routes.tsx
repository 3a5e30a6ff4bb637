import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

/** /audit/events (issue 18): placeholder until the event explorer lands. */
export function AuditEventsRoute() {
  const { t } = useTranslation('audit');
  usePageTitle(t('title'));
  return <h1>{t('title')}</h1>;
}

/** /audit/checkpoints (issue 18): placeholder until the checkpoints screen lands. */
export function AuditCheckpointsRoute() {
  const { t } = useTranslation('audit');
  usePageTitle(t('title'));
  return <h1>{t('title')}</h1>;
}
