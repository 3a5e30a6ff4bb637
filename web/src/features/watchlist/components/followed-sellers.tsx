import { Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFollowedSellers } from '../api/followers';
import { Hint } from '@/components/hint';

/** The sellers the buyer follows, each with the rating given (read again 0.5 s after a follow). */
export function FollowedSellers() {
  const { t } = useTranslation('watchlist');
  const followers = useFollowedSellers();
  const records = followers.data?.records ?? [];
  return (
    <Card withBorder padding="sm" data-testid="followed-sellers">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('followers.title')}
        </Title>
        {records.length === 0 ? (
          <Hint>{t('followers.none')}</Hint>
        ) : (
          records.map((f) => (
            <Group key={f.seller_id} justify="space-between" data-testid="followed-seller">
              <Text>
                <bdi>{`${f.first_name} ${f.last_name}`.trim() || f.seller_id}</bdi>
              </Text>
              <Rating
                value={f.rating}
                readOnly
                aria-label={t('followers.rating', { rating: f.rating })}
              />
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
