import { RegisterUserHandler } from '../src/identity/register-user/register-user.handler.js';
import { LotCommandBus } from '../src/lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { roughLotForm } from './backoffice-fixtures.js';
import { ADMIN, type Harness, startHarness, waitFor } from './http-harness.js';
import { solvedCaptcha } from './captcha-answer.js';

export type Who = { token: string; id: string };

/**
 * The command API's test world: a harness with an admin, two buyers who registered over HTTP and
 * two sellers, and the rough lot a seller lists (with what a test is about laid over it).
 */
export interface CommandApiWorld {
  h: Harness;
  admin: string;
  buyer: Who;
  buyer2: Who;
  sellerA: Who;
  sellerB: Who;
}

async function signup(h: Harness, email: string): Promise<Who> {
  const r = await h.post('user/register', {
    captcha: await solvedCaptcha(h.post),
    first_name: 'T',
    last_name: 'User',
    email,
    password: 'correct-horse',
    confirm_password: 'correct-horse',
    termcheck: true,
  });
  return { token: r.body.data.responseData.token, id: r.body.data.responseData.user.id };
}

async function seller(h: Harness, email: string): Promise<Who> {
  await h.app.get(RegisterUserHandler).register({
    email,
    password: 'seller-pass-1',
    first_name: 'S',
    last_name: 'Eller',
    phone: null,
    country: null,
    termcheck: true,
    role: 'seller',
  });
  const r = await h.post('user/login', { email, password: 'seller-pass-1' });
  return { token: r.body.data.responseData.token, id: r.body.data.responseData.user.id };
}

export async function startCommandApiWorld(): Promise<CommandApiWorld> {
  const h = await startHarness();
  h.app.get(LotScheduler).tickMs = 50;
  return {
    h,
    admin: (await h.post('user/login', ADMIN)).body.data.responseData.token,
    buyer: await signup(h, 'buyer@t.test'),
    buyer2: await signup(h, 'buyer2@t.test'),
    sellerA: await seller(h, 'seller-a@t.test'),
    sellerB: await seller(h, 'seller-b@t.test'),
  };
}

/** `seller/product/projectAction`: a 1.20 ct rough lot per carat, with `extra` laid over it. */
export const listLot = (h: Harness, token: string, extra: Record<string, unknown> = {}) =>
  h.post(
    'seller/product/projectAction',
    roughLotForm(h.clock.now().getTime(), {
      title: '1.20 ct rough, Sawable, 1 stone',
      pricing: 'per_carat',
      weight: '1.20',
      ...extra,
    }),
    token,
  );

export const lotOpened = async (h: Harness, id: string) =>
  waitFor(async () => (await h.app.get(LotCommandBus).load(id)).phase === 'open');
