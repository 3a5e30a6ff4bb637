import { Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledChoice } from '@/components/labelled-choice';
import { showAlert } from '@/lib/alerts';
import { type EvidenceKind, useExportEvidence } from '../api/export-evidence';
import { scopesOf } from '../model/stream-scope';
import { Hint } from '@/components/hint';

/** 'Export evidence' for a lot or an auction: typed in, or picked from the streams on screen. */
export function ExportEvidenceForm({ streams = [] }: { streams?: readonly string[] }) {
  const { t } = useTranslation('audit');
  const [kind, setKind] = useState<EvidenceKind>('lot');
  const [id, setId] = useState('');
  const run = useExportEvidence();
  const picks = scopesOf(streams).map((s) => ({
    value: `${s.kind}-${s.id}`,
    label: `${t(`export.${s.kind}`)} ${s.id}`,
  }));
  const pick = (value: string | null) => {
    const scope = scopesOf(value ? [value] : [])[0];
    if (!scope) return;
    setKind(scope.kind);
    setId(scope.id);
  };
  return (
    <Card withBorder>
      <Stack>
        <Title order={3}>{t('export.title')}</Title>
        <Hint>{t('export.help')}</Hint>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!id.trim()) return;
            run.mutate(
              { kind, id: id.trim() },
              { onSuccess: (name) => showAlert(t('export.saved', { name }), 'success') },
            );
          }}
        >
          <Group align="end">
            <LabelledChoice
              label={t('export.kind')}
              value={kind}
              onChange={(v) => setKind(v as EvidenceKind)}
              data={[
                { value: 'lot', label: t('export.lot') },
                { value: 'auction', label: t('export.auction') },
              ]}
              data-testid="export-kind"
            />
            <TextInput
              label={t('export.id')}
              value={id}
              onChange={(e) => setId(e.currentTarget.value)}
              data-testid="export-id"
              dir="ltr"
            />
            {picks.length > 0 && (
              <Select
                label={t('export.pick')}
                data={picks}
                value={null}
                onChange={pick}
                searchable
                data-testid="export-pick"
              />
            )}
            <Button
              type="submit"
              disabled={!id.trim()}
              loading={run.isPending}
              data-testid="export-run"
            >
              {t('export.download')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
