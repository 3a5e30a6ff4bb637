import { Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rules, type RuleMessage } from '@/lib/form-rules';
import { useAddSavedSearch, useRemoveSavedSearch, useSavedSearches } from '../api/saved-searches';
import { savedSearchHref } from '../model/saved-search-href';
import { namedFields } from '@/lib/form-fields';
import { Hint } from '@/components/hint';

export function SavedSearches({ initialText = '' }: { initialText?: string }) {
  const { t } = useTranslation(['account', 'common']);
  const list = useSavedSearches(true);
  const add = useAddSavedSearch();
  const remove = useRemoveSavedSearch();
  const msg = (m: RuleMessage | null) => (m ? t(m) : null);
  const form = useForm({
    initialValues: { title: '', search_text: initialText },
    validate: {
      title: (v) => msg(rules.requiredBang(v)),
      search_text: (v) => msg(rules.requiredBang(v)),
    },
  });
  const input = namedFields(form);
  return (
    <Stack data-testid="saved-searches">
      <form
        onSubmit={form.onSubmit((v) => add.mutate(v, { onSuccess: () => form.reset() }))}
        noValidate
      >
        <Group align="flex-end">
          <TextInput label={t('savedSearches.name')} {...input('title')} />
          <TextInput label={t('savedSearches.query')} {...input('search_text')} />
          <Button type="submit" loading={add.isPending}>
            {t('savedSearches.save')}
          </Button>
        </Group>
      </form>
      {list.isLoading ? (
        <Skeleton h={80} />
      ) : !list.data?.length ? (
        <Text c="dimmed">{t('common:listing.empty')}</Text>
      ) : (
        list.data.map((s) => (
          <Paper key={s.id} withBorder p="sm" data-testid="saved-search-row">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600}>{s.title}</Text>
                <Hint>{s.search_text}</Hint>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={savedSearchHref(s.search_text)}
                  size="xs"
                  variant="light"
                >
                  {t('savedSearches.open')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(s.id)}>
                  {t('savedSearches.remove')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
