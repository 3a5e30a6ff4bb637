import { describe, expect, it } from 'vitest';
import { localText, utcText } from './event-time';

// Tests run with TZ=UTC (vitest.config.ts): the reader's zone is UTC here.
describe("The audit explorer's times (spec section 7: MM-DD-YYYY h:mm a)", () => {
  it('writes the UTC instant month first, to the millisecond, with a lower-case am/pm', () =>
    expect(utcText('2030-01-02T22:00:05.120Z')).toBe('01-02-2030 10:00:05.120 pm'));
  it("writes the reader's time month first, to the second", () =>
    expect(localText('2030-01-02T09:04:05.120Z')).toBe('01-02-2030 9:04:05 am'));
  it('leaves a text that is no instant as it came', () => expect(utcText('soon')).toBe('soon'));
});
