import { Divider, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayUtc } from '../model/slot-when';
import { OpenSlotForm } from './open-slot-form';
import { ViewingDayList } from './viewing-day-list';

/** /admin/viewings: open slots, and the day's list of who comes when. */
export function ViewingsAdminView() {
  const { t } = useTranslation('viewings');
  const [day, setDay] = useState(todayUtc());
  return (
    <Stack>
      <Title order={1}>{t('admin.title')}</Title>
      <OpenSlotForm />
      <Divider />
      <Title order={2}>{t('admin.dayList')}</Title>
      <TextInput
        type="date"
        w={200}
        label={t('admin.day')}
        name="day"
        value={day}
        onChange={(e) => setDay(e.currentTarget.value)}
      />
      {day && <ViewingDayList day={day} />}
    </Stack>
  );
}
