import { renderWithProviders } from '@/testing/render';
import { Countdown } from './countdown';

/** Specs: the back office's countdown of an open, unsealed lot that starts and ends at these instants. */
export const renderBackofficeCountdown = (startsAt: string, endsAt: string) =>
  renderWithProviders(
    <Countdown variant="backoffice" open startsAt={startsAt} endsAt={endsAt} sealed={false} />,
  );
