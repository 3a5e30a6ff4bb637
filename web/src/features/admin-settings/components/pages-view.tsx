import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PageLanguage } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { LANGUAGES } from '@/i18n/i18n';
import { showAlert } from '@/lib/alerts';
import { pageLanguage } from '@/lib/page-language';
import { usePreviousPage, useSavePage, useStaticPages } from '../api/static-pages';

/** /admin/pages: the static pages (terms, FAQ intro, ...) per language, in a rich-text editor. */
export function PagesView() {
  const { t } = useTranslation('adminsettings');
  const [lng, setLng] = useState<PageLanguage>('en');
  const [id, setId] = useState<string | null>('terms_of_use');
  const pages = useStaticPages(lng);
  const previous = usePreviousPage(id, lng);
  const save = useSavePage();
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  useEffect(() => {
    setTitle(previous.data?.item.title ?? '');
    setHtml(previous.data?.item.content ?? '');
  }, [previous.data]);
  return (
    <Stack>
      <Title order={2}>{t('pages.title')}</Title>
      <Group align="end">
        <Select
          label={t('pages.page')}
          data-testid="page-select"
          allowDeselect={false}
          value={id}
          onChange={setId}
          data={(pages.data?.records ?? []).map((p) => ({ value: p.id, label: p.title }))}
        />
        <Select
          label={t('pages.language')}
          data-testid="page-language"
          allowDeselect={false}
          value={lng}
          onChange={(v) => setLng(pageLanguage(v) ?? 'en')}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
        />
      </Group>
      <TextInput
        label={t('pages.pageTitle')}
        data-testid="page-title"
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <RichTextEditor
        html={html}
        onChange={setHtml}
        folder="templates"
        insertImageLabel={t('pages.insertImage')}
        testId="page-editor"
      />
      <Group justify="end">
        <Button
          data-testid="page-save"
          loading={save.isPending}
          disabled={!id || title.trim() === ''}
          onClick={() =>
            id &&
            save.mutate(
              { id, lng, title, content: html },
              {
                onSuccess: (answer) => {
                  setHtml(answer.content);
                  showAlert(t('saved'), 'success');
                },
              },
            )
          }
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
