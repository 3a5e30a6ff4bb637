import { Logger } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { DomainRejection } from '../domain/domain-rejection.js';
import { EnvelopeExceptionFilter } from './envelope-exception.filter.js';

const filter = new EnvelopeExceptionFilter((code, params) => `${code} ${JSON.stringify(params)}`);

describe('The error envelope', () => {
  it("answers a domain rejection with its code's status and message", () => {
    expect(filter.toEnvelope(new DomainRejection('lot.not-found')).data).toMatchObject({
      responseType: 404,
      code: 'lot.not-found',
      message: 'lot.not-found {}',
    });
    expect(
      filter.toEnvelope(new DomainRejection('bid.below-minimum', { amount: 5 })).data,
    ).toMatchObject({ responseType: 422, message: 'bid.below-minimum {"amount":5}' });
  });

  it("carries the rejection's params, so a client can word the refusal in its own language", () => {
    const amountLeft = filter.toEnvelope(
      new DomainRejection('bid.below-minimum', { amount: 810_00 }),
    );
    expect(amountLeft.data.params).toEqual({ amount: 810_00 });
    expect(filter.toEnvelope(new DomainRejection('lot.not-found')).data).not.toHaveProperty(
      'params',
    );
  });

  it('recognises rejections by their class, not by the shape of a code', () => {
    vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const lookalike = Object.assign(new Error('boom'), { code: 'bid.below-minimum' });
    expect(filter.toEnvelope(lookalike).data).toMatchObject({
      responseType: 500,
      code: 'internal',
    });
  });
});
