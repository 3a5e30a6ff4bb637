import { fireEvent, screen } from '@testing-library/react';
import type { Mock } from 'vitest';

/**
 * The bodies a screen sent to one api path, in order, read from the spec's mocked `apiCall`
 * (`vi.mock('@/lib/api-client')`): `const sent = sentBodies(apiCall)`, then `sent('bid/confirm')`.
 */
export const sentBodies =
  (apiCall: Mock) =>
  (path: string): Record<string, unknown>[] =>
    apiCall.mock.calls
      .filter(([p]) => p === path)
      .map(([, body]) => body as Record<string, unknown>);

/** Types a value into the input of that test id, as one change event. */
export const typeInto = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
