import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutcomeExplanation } from '../api/explain-outcome';
import { ExplanationList } from './explanation-list';
import { ReplayLabelBadge } from './replay-label-badge';

/**
 * My Bids: "Why this price?" opens the caller's own outcome, in the same words the admin's
 * replay uses; the server has already hidden every other bidder's identity and maximum.
 */
export function WhyThisPriceButton({
  lotId,
  perCarat = false,
}: {
  lotId: string;
  perCarat?: boolean;
}) {
  const { t } = useTranslation('replay');
  const [opened, setOpened] = useState(false);
  const query = useOutcomeExplanation(lotId, opened);
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setOpened(true)}
        data-testid={`why-price-${lotId}`}
      >
        {t('why.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('why.title')}
        size="lg"
        data-testid="why-price-modal"
      >
        {query.isPending ? (
          <Loader />
        ) : query.isError ? (
          <Alert color="red">{query.error.message}</Alert>
        ) : (
          <Stack data-testid="why-price">
            <Group gap="xs">
              <Text size="sm">{t('why.yourLabel')}:</Text>
              <ReplayLabelBadge label={query.data.label} />
            </Group>
            {query.data.explanations.length === 0 ? (
              <Text c="dimmed">{t('why.none')}</Text>
            ) : (
              <ExplanationList
                explanations={query.data.explanations}
                reserveHidden
                perCarat={perCarat}
              />
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
