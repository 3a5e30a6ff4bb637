import { RegisterUserHandler } from '../../src/identity/register-user/register-user.handler.js';
import { ADMIN, type Harness } from '../http-harness.js';
import { type MatrixRole, ROLES } from './route-access.table.js';

export interface Actors {
  tokens: Record<MatrixRole, string | undefined>;
  ids: Record<MatrixRole, string>;
  login: (role: MatrixRole) => Promise<string | undefined>;
}

const password = 'matrix-pass-123';

/** One account per role of the matrix; the suspended one is deactivated after signing in. */
export async function createActors(h: Harness): Promise<Actors> {
  const register = h.app.get(RegisterUserHandler);
  const emails: Partial<Record<MatrixRole, string>> = { admin: ADMIN.email };
  const ids = { visitor: '' } as Record<MatrixRole, string>;
  for (const [role, kind] of [
    ['buyer', 'buyer'],
    ['buyer-without-kyc', 'buyer'],
    ['seller', 'seller'],
    ['other-seller', 'seller'],
    ['auditor', 'auditor'],
    ['suspended', 'buyer'],
  ] as const) {
    const email = `${role}@matrix.test`;
    const u = await register.register({
      email,
      password,
      first_name: role,
      last_name: 'Matrix',
      phone: '+15550100',
      country: 'US',
      termcheck: true,
      role: kind,
    });
    emails[role] = email;
    ids[role] = u.userId;
  }
  const login = async (role: MatrixRole) => {
    const email = emails[role];
    if (!email) return undefined;
    const r = await h.post('user/login', {
      email,
      password: role === 'admin' ? ADMIN.password : password,
    });
    return r.body.data.responseData?.token as string | undefined;
  };
  const tokens = { visitor: undefined } as Record<MatrixRole, string | undefined>;
  for (const role of ROLES) if (role !== 'visitor') tokens[role] = await login(role);
  ids.admin = (await h.post('user/validateUser', {}, tokens.admin)).body.data.responseData.id;
  await h.post('user/runKycCheck', {}, tokens.buyer);
  await h.post(
    'admin/user/changeStatus',
    { user_id: ids.suspended, status: 'deactivate' },
    tokens.admin,
  );
  return { tokens, ids, login };
}
