import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange } from './page-range';
import classes from './pagination.module.css';

export interface PaginationProps {
  totalRecords: number;
  limit: number;
  page: number;
  onChange: (page: number) => void;
}

/** First/last buttons, 3 sibling pages, 2 boundary pages (spec 2 and 9). */
export function Pagination({ totalRecords, limit, page, onChange }: PaginationProps) {
  const { t } = useTranslation(['common', 'lots']);
  const total = pageCount(totalRecords, limit);
  if (total <= 1) return null;
  const go = (p: number) => p !== page && onChange(Math.min(Math.max(1, p), total));
  return (
    <Group
      gap={6}
      justify="center"
      component="nav"
      aria-label="pagination"
      data-testid="pagination"
    >
      <ActionIcon
        variant="default"
        onClick={() => go(1)}
        disabled={page === 1}
        aria-label={t('pagination.first')}
      >
        <span className={classes.flip}>«</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        onClick={() => go(page - 1)}
        disabled={page === 1}
        aria-label={t('pagination.previous')}
      >
        <span className={classes.flip}>‹</span>
      </ActionIcon>
      {pageRange(total, page).map((item, i) =>
        item === 'dots' ? (
          <Text key={`dots-${i}`} c="dimmed" px={4}>
            …
          </Text>
        ) : (
          <UnstyledButton
            key={item}
            className={classes.page}
            data-active={item === page || undefined}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </UnstyledButton>
        ),
      )}
      <ActionIcon
        variant="default"
        onClick={() => go(page + 1)}
        disabled={page === total}
        aria-label={t('pagination.next')}
      >
        <span className={classes.flip}>›</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        onClick={() => go(total)}
        disabled={page === total}
        aria-label={t('pagination.last')}
      >
        <span className={classes.flip}>»</span>
      </ActionIcon>
    </Group>
  );
}
