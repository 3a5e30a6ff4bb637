import { HttpProblem } from '../../shared/errors/http-problem.js';

/** A setting name nobody defined is the client's mistake: 400, naming it. */
export const unknownVariable = (name: string): HttpProblem =>
  new HttpProblem(400, 'settings.unknown-variable', `Unknown setting: ${name.slice(0, 128)}`, {
    field: 'name',
  });
