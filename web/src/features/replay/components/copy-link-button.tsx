import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Copies the address: the step and the bidder are in it, so the link opens the same instant. */
export function CopyLinkButton() {
  const { t } = useTranslation('replay');
  return (
    <CopyButton value={window.location.href}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          onClick={copy}
          color={copied ? 'teal' : undefined}
          data-testid="replay-copy-link"
        >
          {copied ? t('link.copied') : t('link.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
