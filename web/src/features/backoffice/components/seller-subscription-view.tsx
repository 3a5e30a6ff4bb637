import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { SellerPlanRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format';
import { useChangePlan } from '../api/change-plan';
import { useSubscription } from '../api/get-subscription';
import { PlanCharges } from './plan-charges';
import { Hint } from '@/components/hint';

/** /seller/subscription: the seller's plan, its monthly lot limit and usage, and the other plans. */
export function SellerSubscriptionView() {
  const { t } = useTranslation(['backoffice', 'common']);
  const sub = useSubscription();
  const change = useChangePlan();
  // A plan change charges or schedules money: asked once more before it is sent.
  const [asked, setAsked] = useState<SellerPlanRecord | null>(null);
  const s = sub.data;
  const limitText = (p: SellerPlanRecord) =>
    p.lots_per_month === null
      ? t('subscription.unlimited')
      : t('subscription.lotsPerMonth', { n: p.lots_per_month });
  const feeText = (p: SellerPlanRecord) =>
    p.monthly_fee === 0
      ? t('subscription.free')
      : t('subscription.perMonth', { fee: formatMoney(p.monthly_fee) });
  if (!s)
    return (
      <Stack>
        <Title order={1}>{t('subscription.title')}</Title>
        <Skeleton h={200} />
      </Stack>
    );
  const limit = s.plan.lots_per_month;
  return (
    <Stack>
      <Title order={1}>{t('subscription.title')}</Title>
      <Card withBorder data-testid="current-plan">
        <Hint>{t('subscription.currentPlan')}</Hint>
        <Group justify="space-between">
          <Text fz="xl" fw={700} data-testid="plan-name">
            {t(`subscription.plans.${s.plan.id}`)}
          </Text>
          {s.changed_at && (
            <Hint>{t('subscription.since', { date: formatDate(s.changed_at) })}</Hint>
          )}
        </Group>
        <Text data-testid="plan-usage" mt="sm">
          {limit === null
            ? t('subscription.usageUnlimited', { used: s.lots_this_month })
            : t('subscription.usage', { used: s.lots_this_month, limit })}
        </Text>
        {limit !== null && (
          // The usage sentence above says the same in words: the bar is decoration (axe: a
          // progressbar without a name, WCAG 4.1.2).
          <Progress
            aria-hidden
            mt="xs"
            value={Math.min(100, (100 * s.lots_this_month) / Math.max(1, limit))}
            color={s.lots_this_month >= limit ? 'red' : 'teal'}
          />
        )}
        {/* The api refuses a new lot past the limit (lot.plan-limit): said here before it does. */}
        {limit !== null && s.lots_this_month >= limit && (
          <Alert color="red" mt="sm" data-testid="plan-limit-reached">
            {t('subscription.limitReached', { limit })}
          </Alert>
        )}
        {s.next_charge_at && (
          <Text mt="sm" data-testid="next-charge">
            {s.pending_plan
              ? t('subscription.pendingDowngrade', {
                  plan: t(`subscription.plans.${s.pending_plan}`),
                  date: formatDate(s.next_charge_at),
                })
              : t('subscription.nextCharge', {
                  date: formatDate(s.next_charge_at),
                  fee: formatMoney(s.plan.monthly_fee),
                })}
          </Text>
        )}
      </Card>
      {change.data && change.data.charged > 0 && (
        <Alert color="teal" data-testid="plan-charged">
          {t('subscription.charged', {
            amount: formatMoney(change.data.charged),
            plan: t(`subscription.plans.${change.data.plan}`),
            date: formatDate(change.data.paid_through),
          })}
          {change.data.sandbox && ` (${t('subscription.sandbox')})`}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {s.plans.map((p) => (
          <Card
            key={p.id}
            withBorder
            data-testid={`plan-${p.id}`}
            aria-current={p.id === s.plan.id || undefined}
            style={
              p.id === s.plan.id
                ? { borderColor: 'var(--mantine-color-blue-9)', borderWidth: 2 }
                : undefined
            }
          >
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>{t(`subscription.plans.${p.id}`)}</Text>
                {p.id === s.plan.id && <Badge tt="none">{t('subscription.current')}</Badge>}
              </Group>
              <Text>{limitText(p)}</Text>
              <Text c="dimmed">{feeText(p)}</Text>
              <Button
                variant={p.id === s.plan.id ? 'default' : 'filled'}
                disabled={p.id === s.plan.id}
                loading={change.isPending && change.variables === p.id}
                onClick={() => setAsked(p)}
                data-testid={`choose-${p.id}`}
              >
                {p.id === s.plan.id ? t('subscription.current') : t('subscription.choose')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <PlanCharges charges={s.charges} />
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={t('subscription.confirmTitle')}
        centered
      >
        <Stack>
          <Text data-testid="plan-confirm-text">
            {asked &&
              t('subscription.confirmText', {
                from: t(`subscription.plans.${s.plan.id}`),
                to: t(`subscription.plans.${asked.id}`),
                fee: feeText(asked),
              })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              data-testid="plan-confirm"
              onClick={() => {
                if (asked) change.mutate(asked.id);
                setAsked(null);
              }}
            >
              {t('common:actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
