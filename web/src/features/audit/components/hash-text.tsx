import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortHash } from '../model/short-hash';

/** A hash or signature shortened, whole on hover (title) and copied whole by its button. */
export function HashText({ value, testId }: { value: string; testId?: string }) {
  const { t } = useTranslation('audit');
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="xs" title={value} data-testid={testId} data-full={value} dir="ltr">
        {shortHash(value)}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('hash.copied') : t('hash.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              size="xs"
              onClick={copy}
              aria-label={t('hash.copy')}
              color={copied ? 'teal' : 'gray'}
            >
              {copied ? '✓' : '⧉'}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
