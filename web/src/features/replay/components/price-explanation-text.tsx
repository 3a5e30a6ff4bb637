import type { PriceExplanation } from '@facet/event-schemas';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Sentence } from '@/components/sentence';
import { When } from '@/components/when';
import { explanationValues } from '../model/explanation-values';
import classes from './price-explanation-text.module.css';

/**
 * One price change in words, from its structured explanation: the admin's replay and the
 * bidder's "Why this price?" both render it, so both read the same sentence for the same rule.
 */
export function PriceExplanationText({
  explanation,
  reserveHidden = false,
  perCarat = false,
}: {
  explanation: PriceExplanation;
  /** The reader is a bidder, who is never told the reserve. */
  reserveHidden?: boolean;
  /** The lot is priced per carat: its amounts carry '/ct'. */
  perCarat?: boolean;
}) {
  const { t } = useTranslation('replay');
  const values = explanationValues(
    explanation,
    {
      hidden: t('explain.hidden'),
      none: t('explain.none'),
      nobody: t('explain.nobody'),
      you: t('explain.you'),
      anotherBidder: t('explain.anotherBidder'),
      seconds: (count) => t('explain.seconds', { count }),
      invoiceStatus: (status) => t(`invoices:status.${status}`, { defaultValue: status }),
      method: (method) => t(`invoices:transactions.method.${method}`, { defaultValue: method }),
    },
    reserveHidden,
    perCarat,
  );
  return (
    <Stack gap={2} data-testid="price-explanation" data-rule={explanation.rule}>
      <Group gap="xs">
        <Badge variant="outline" tt="none" radius="sm" data-testid="rule-id">
          {explanation.rule}
        </Badge>
        <Text size="xs" c="dimmed">
          <Sentence t={t} i18nKey="explain.step" values={{ step: explanation.step + 1 }} />
          {' · '}
          <When at={explanation.at} />
        </Text>
      </Group>
      <Text size="sm" className={classes.sentence} data-testid="explanation-text">
        <Sentence t={t} i18nKey={`rules.${explanation.rule}`} values={values} />
      </Text>
    </Stack>
  );
}
