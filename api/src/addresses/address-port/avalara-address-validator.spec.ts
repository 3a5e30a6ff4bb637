import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressValidator } from './address-validator.port.js';
import { AvalaraAddressValidator } from './avalara-address-validator.js';
import { avalaraConfigFrom } from './choose-address-validator.js';

interface Seen {
  path: string;
  auth: string;
  body: Record<string, string>;
}

/**
 * A local stand-in for AvaTax's `POST /api/v2/addresses/resolve`, answering as Avalara documents
 * it: `validatedAddresses`, `coordinates`, `resolutionQuality`, and `messages` when the address
 * cannot be located.
 */
function fakeAvaTax(seen: Seen[]): Server {
  return createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      seen.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (body.line1?.startsWith('1000 main')) {
        res.end(
          JSON.stringify({
            address: body,
            validatedAddresses: [
              {
                addressType: 'StreetOrResidentialAddress',
                line1: '1000 MAIN ST',
                line2: '',
                line3: '',
                city: 'IRVINE',
                region: 'CA',
                country: 'US',
                postalCode: '92614-7254',
                latitude: 33.684716,
                longitude: -117.851489,
              },
            ],
            coordinates: { latitude: 33.684716, longitude: -117.851489 },
            resolutionQuality: 'Intersection',
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          address: body,
          validatedAddresses: [{ ...body, addressType: 'UnknownAddressType' }],
          resolutionQuality: 'NotCoded',
          messages: [
            {
              summary: 'The address is not deliverable.',
              details: 'The physical location exists but there are no homes on this street.',
              refersTo: 'Address',
              severity: 'Error',
              source: 'Avalara.AvaTax.Common',
            },
          ],
        }),
      );
    });
  });
}

const elsewhere: AddressValidator = {
  name: 'offline',
  validate: () =>
    Promise.resolve({ valid: true, reasons: [], validatedBy: 'offline', normalized: null }),
};

describe('The Avalara address validator, against a local AvaTax', () => {
  const seen: Seen[] = [];
  let server: Server;
  let validator: AvalaraAddressValidator;

  beforeAll(async () => {
    server = fakeAvaTax(seen);
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const { port } = server.address() as AddressInfo;
    const config = avalaraConfigFrom({
      AVALARA_ACCOUNT_ID: '2000123456',
      AVALARA_LICENSE_KEY: 'LICENSE',
      AVALARA_ENVIRONMENT: `http://127.0.0.1:${port}`,
    });
    validator = new AvalaraAddressValidator(config!, elsewhere);
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('asks resolve with the address and the account credentials, and takes the form AvaTax wrote', async () => {
    const verdict = await validator.validate({
      address1: '1000 main',
      city: 'Irvine',
      state: 'CA',
      zip: '92614',
      country: 'us',
    });
    expect(verdict).toEqual({
      valid: true,
      reasons: [],
      validatedBy: 'avalara',
      normalized: {
        address1: '1000 MAIN ST',
        address2: null,
        city: 'IRVINE',
        state: 'CA',
        zip: '92614-7254',
        country: 'US',
      },
    });
    const asked = seen.at(-1)!;
    expect(asked.path).toBe('/api/v2/addresses/resolve');
    expect(asked.body).toMatchObject({
      line1: '1000 main',
      city: 'Irvine',
      region: 'CA',
      postalCode: '92614',
      country: 'US',
    });
    expect(asked.auth).toBe(`Basic ${Buffer.from('2000123456:LICENSE').toString('base64')}`);
  });

  it("says an address AvaTax cannot locate is invalid, with AvaTax's messages as the reasons", async () => {
    const verdict = await validator.validate({
      address1: '1 Nowhere Rd',
      city: 'Irvine',
      state: 'CA',
      zip: '92614',
      country: 'US',
    });
    expect(verdict).toMatchObject({ valid: false, validatedBy: 'avalara', normalized: null });
    expect(verdict.reasons).toEqual([
      'The address is not deliverable.: The physical location exists but there are no homes on this street.',
    ]);
  });

  it('leaves a country AvaTax does not resolve (outside the US and Canada) to the offline validator', async () => {
    const before = seen.length;
    const verdict = await validator.validate({
      address1: 'x',
      city: 'Paris',
      state: 'IDF',
      zip: '75001',
      country: 'FR',
    });
    expect(verdict.validatedBy).toBe('offline');
    expect(seen).toHaveLength(before);
  });

  it('is chosen only when both AVALARA_ACCOUNT_ID and AVALARA_LICENSE_KEY are set', () => {
    expect(avalaraConfigFrom({})).toBeUndefined();
    expect(avalaraConfigFrom({ AVALARA_ACCOUNT_ID: '1' })).toBeUndefined();
    expect(
      avalaraConfigFrom({ AVALARA_ACCOUNT_ID: '1', AVALARA_LICENSE_KEY: 'k' })?.environment,
    ).toBe('sandbox');
  });
});
