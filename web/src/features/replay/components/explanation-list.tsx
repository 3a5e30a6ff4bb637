import type { PriceExplanation } from '@facet/event-schemas';
import { Divider, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import { PriceExplanationText } from './price-explanation-text';
import { Hint } from '@/components/hint';

/** The explanations up to an instant, newest last; says so when only the latest are sent. */
export function ExplanationList({
  explanations,
  count = explanations.length,
  reserveHidden = false,
  perCarat = false,
}: {
  explanations: readonly PriceExplanation[];
  count?: number;
  reserveHidden?: boolean;
  /** The lot is priced per carat: its amounts carry '/ct'. */
  perCarat?: boolean;
}) {
  const { t } = useTranslation('replay');
  if (explanations.length === 0) return <Hint>{t('explanations.none')}</Hint>;
  return (
    <Stack gap="xs" data-testid="explanations">
      {count > explanations.length && (
        <Text size="xs" c="dimmed">
          <Sentence
            t={t}
            i18nKey="explanations.latest"
            values={{ shown: explanations.length, count }}
          />
        </Text>
      )}
      {explanations.map((e, i) => (
        <Fragment key={`${e.step}-${e.rule}-${i}`}>
          {i > 0 && <Divider />}
          <PriceExplanationText explanation={e} reserveHidden={reserveHidden} perCarat={perCarat} />
        </Fragment>
      ))}
    </Stack>
  );
}
