import { Alert, Container, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLotToEdit } from '@/features/lot-form/api/get-lot';
import { LotForm } from '@/features/lot-form/components/lot-form';
import { useActiveFields } from '@/lib/dynamic-fields';
import { usePageTitle } from '@/lib/page-title';

/**
 * /post_project/create_lot/:action: 'new' or the id of the lot to edit; a new lot may start
 * from an auction template (`?template=<id>`).
 */
export function CreateLotRoute() {
  const { t } = useTranslation('lotform');
  const { action = 'new' } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const editing = action !== 'new' ? action : null;
  usePageTitle(editing ? t('editTitle') : t('newTitle'));
  const lot = useLotToEdit(editing);
  const fields = useActiveFields(1);
  const failed = lot.error ?? fields.error;
  // The server answers 404 for a lot that is missing or another seller's: the same words for both.
  const notFound = (lot.error as { status?: number } | null)?.status === 404;
  // The post_project routes have no frame of their own (no seller menu): the form sets its margins.
  return (
    <Container size="xl" py="xl">
      {notFound ? (
        <Alert color="red" role="alert" data-testid="lot-not-found">
          {t('notFound')}
        </Alert>
      ) : failed ? (
        <Alert color="red" role="alert" data-testid="lot-form-load-error">
          {failed.message || t('saveFailed')}
        </Alert>
      ) : (editing && !lot.data) || !fields.data ? (
        <Skeleton h={480} />
      ) : (
        <LotForm
          key={action}
          lot={lot.data}
          fields={fields.data}
          templateId={search.get('template')}
          onSaved={() => void navigate('/seller/lots/all')}
        />
      )}
    </Container>
  );
}
